'use client';

// No Radix here: this module is on every page (the apps mount the provider app-wide), the dialog
// is not (issue #6).
import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ExternalLinkDialogProps } from './ExternalLinkDialog';
import { EXTERNAL_LINK_SELECTOR, isModifiedClick } from './externalLinkMarker';

export interface ExternalLinkContextValue {
  /** Ask before leaving for `url`; focus returns to `trigger` when the dialog closes. */
  confirmExternalLink: (url: string, trigger?: HTMLElement | null) => void;
}

const ExternalLinkContext = createContext<ExternalLinkContextValue | null>(null);

/**
 * The one confirmation dialog of a page, or `null` outside an `ExternalLinkProvider` (then an
 * `ExternalLink` simply opens its address).
 */
export function useExternalLink(): ExternalLinkContextValue | null {
  return use(ExternalLinkContext);
}

export interface ExternalLinkProviderProps extends Pick<
  ExternalLinkDialogProps,
  'product' | 'onContinue'
> {
  children?: ReactNode;
}

type DialogComponent = ComponentType<ExternalLinkDialogProps>;

/**
 * `ExternalLinkDialog` as a chunk of its own: Radix Dialog and what only it needs
 * (react-remove-scroll, aria-hidden, focus scope and guards) are fetched on the first ask. If the
 * chunk cannot be fetched (offline, or a newer deployment replaced it), `onUnavailable` is called
 * instead of throwing to the page's error boundary, and the next ask tries again.
 */
function lazyExternalLinkDialog(onUnavailable: () => void): DialogComponent {
  return lazy<DialogComponent>(() =>
    import('./ExternalLinkDialog').then(
      (module) => ({ default: module.ExternalLinkDialog }),
      () => {
        onUnavailable();
        return { default: () => null };
      },
    ),
  );
}

/**
 * Holds the page's one `ExternalLinkDialog`, which every `ExternalLink` inside asks. The dialog is
 * loaded on the first `confirmExternalLink` and then stays mounted.
 *
 * Links rendered on the server (the Footer) have no click handler of their own: they carry
 * `data-external-link` (`EXTERNAL_LINK_ATTRIBUTES`) and one click listener on the document asks
 * the dialog for them. Before it runs (no JavaScript yet, or none at all) they simply open in a
 * new tab.
 */
export function ExternalLinkProvider({ children, product, onContinue }: ExternalLinkProviderProps) {
  // The trigger outlives the url so focus can go back to it after the dialog has closed.
  const [target, setTarget] = useState<{ url: string | null; trigger: HTMLElement | null }>({
    url: null,
    trigger: null,
  });
  const [LazyDialog, setLazyDialog] = useState<DialogComponent | null>(null);
  const confirmExternalLink = useCallback((url: string, trigger: HTMLElement | null = null) => {
    setLazyDialog(
      (current: DialogComponent | null) =>
        current ??
        lazyExternalLinkDialog(() => {
          setLazyDialog(null);
          setTarget((asked) => ({ ...asked, url: null }));
        }),
    );
    setTarget({ url, trigger });
  }, []);
  const value = useMemo(() => ({ confirmExternalLink }), [confirmExternalLink]);

  useEffect(() => {
    // Bubble phase, added after React's own listeners: a link's onClick runs first, and a click
    // it has already handled (defaultPrevented) is left alone.
    function askForMarkedLink(event: MouseEvent) {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(EXTERNAL_LINK_SELECTOR)
          : null;
      const url = link?.getAttribute('href');
      if (!link || !url) return;
      event.preventDefault();
      confirmExternalLink(url, link);
    }
    document.addEventListener('click', askForMarkedLink);
    return () => document.removeEventListener('click', askForMarkedLink);
  }, [confirmExternalLink]);
  return (
    <ExternalLinkContext value={value}>
      {children}
      {LazyDialog && (
        <Suspense fallback={null}>
          <LazyDialog
            url={target.url}
            onOpenChange={(open) => {
              if (!open) setTarget((current) => ({ ...current, url: null }));
            }}
            returnFocusTo={target.trigger}
            product={product}
            onContinue={onContinue}
          />
        </Suspense>
      )}
    </ExternalLinkContext>
  );
}
