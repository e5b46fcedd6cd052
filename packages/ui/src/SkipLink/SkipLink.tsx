'use client';

// A client component for one handler: following the link also focuses its target (below); as
// plain HTML, before hydration, it is an ordinary link to the fragment.
import clsx from 'clsx';
import type { ComponentProps, MouseEvent } from 'react';
import styles from './SkipLink.module.css';

export interface SkipLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The fragment of the page's main content (`#` and its id). */
  href?: string;
}

/**
 * Gives the link's target focus, as GOV.UK's skip link does: a screen reader then announces the
 * main content, and the next Tab goes on from there. A target that is not focusable gets
 * `tabindex="-1"` (and `data-skip-link-target`, which drops the focus outline in `base.css`)
 * until focus leaves it.
 */
function focusTarget(href: string) {
  if (!href.startsWith('#')) return;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute('data-skip-link-target', '');
    target.addEventListener(
      'blur',
      () => {
        target.removeAttribute('tabindex');
        target.removeAttribute('data-skip-link-target');
      },
      { once: true },
    );
  }
  target.focus();
}

/**
 * "Saltar al contenido": the first thing in `<body>`, so it is the first Tab stop, before a
 * campaign strip or the header. Visually hidden (clipped, not moved by an offset) until it has
 * focus, wherever it sits and whatever its containing block; focused, it shows in the flow at
 * its place.
 */
export function SkipLink({
  href = '#contenido',
  children = 'Saltar al contenido',
  className,
  onClick,
  ...props
}: SkipLinkProps) {
  return (
    <a
      {...props}
      href={href}
      className={clsx(styles.SkipLink, className)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) focusTarget(href);
      }}
    >
      {children}
    </a>
  );
}
