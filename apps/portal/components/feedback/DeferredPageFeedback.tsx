'use client';

/**
 * The page-feedback widget, hydrated once it comes near the viewport (issue #6, speed). It sits
 * at the bottom of every page: its code (the question's behaviour, its texts and styles) is not
 * part of the page's first load. The server renders it whole, so it paints with the page and
 * works as plain HTML meanwhile (an answer chosen before it hydrates counts: `PageFeedback`
 * reads the checked radio); React leaves that HTML in place until the chunk arrives.
 */
import { useSitePathname } from '@/components/shell/useSitePathname';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { showPageFeedback } from '@/lib/forms/feedbackPaths';

/** How far below (or above) the viewport the widget starts loading. */
export const NEAR_VIEWPORT_MARGIN = '400px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Where the widget's code comes from (an object, so that tests can watch the load). */
export const widgetCode = { load: () => import('./PageFeedback') };

/**
 * The widget as a lazy component waiting for `near` (on the server it renders at once). A chunk
 * that cannot be fetched (offline, a newer deployment) leaves the widget out instead of breaking
 * the page.
 */
function lazyWidget(near: Promise<void>): ComponentType {
  return lazy(async () => {
    if (typeof window !== 'undefined') await near;
    try {
      const { PageFeedback } = await widgetCode.load();
      return { default: PageFeedback };
    } catch {
      return { default: () => null };
    }
  });
}

export function DeferredPageFeedback() {
  const pathname = useSitePathname() ?? '/';
  const anchorRef = useRef<HTMLDivElement>(null);
  const [near] = useState(gate);
  const [Widget] = useState(() => lazyWidget(near.promise));
  // A client navigation changes what the widget reads (the path): React must hydrate it before it
  // can show the next page, so the navigation would wait for the widget to come into view. Once
  // the path is not the one the page loaded with, the widget loads at once.
  const [firstPathname] = useState(pathname);
  if (pathname !== firstPathname) near.open();

  // Any router navigation changes the router's context above the widget: React must hydrate it
  // before it can show the next page, even when only the query changes (`?pagina=2`), which
  // `usePathname` does not see. So the first click on a link (mouse or keyboard) or move in the
  // history loads the widget at once: it is in place before the navigation needs it.
  useEffect(() => {
    const onNavigationIntent = (event: Event) => {
      if (event.type === 'popstate' || (event.target as Element | null)?.closest?.('a[href]')) {
        near.open();
      }
    };
    document.addEventListener('click', onNavigationIntent, true);
    window.addEventListener('popstate', onNavigationIntent);
    return () => {
      document.removeEventListener('click', onNavigationIntent, true);
      window.removeEventListener('popstate', onNavigationIntent);
    };
  }, [near]);

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor || typeof IntersectionObserver !== 'function') {
      near.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.open();
        observer.disconnect();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [near]);

  if (!showPageFeedback(pathname)) return null;
  return (
    <div ref={anchorRef}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </div>
  );
}
