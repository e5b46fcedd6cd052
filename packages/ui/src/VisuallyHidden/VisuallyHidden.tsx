import clsx from 'clsx';
import { isValidElement, type ComponentProps } from 'react';
import { renderAsChild } from '../asChild/asChild';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends ComponentProps<'span'> {
  /** Hide the one child element instead of a `<span>` (a heading, a live region, a dialog title). */
  asChild?: boolean;
}

/**
 * Text for screen readers only: "(abre un sitio externo)" after a link, the page's `<h1>` when
 * the design shows none, a live region's announcement. It stays in the accessibility tree and in
 * the text of its parent (a link's or button's name), and takes no room on screen. Server-safe:
 * no client code, nothing but React and clsx (the footer renders it on the server).
 */
export function VisuallyHidden({
  asChild = false,
  className,
  children,
  ...props
}: VisuallyHiddenProps) {
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return renderAsChild(children, { ...props, className: clsx(styles.VisuallyHidden, className) });
  }
  return (
    <span className={clsx(styles.VisuallyHidden, className)} {...props}>
      {children}
    </span>
  );
}
