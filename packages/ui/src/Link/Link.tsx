// No 'use client': a plain link, rendered on the server where a server component uses it (issue #33:
// as a client module it brought its code to every page with a link in its content).
import clsx from 'clsx';
import type { ComponentProps, ElementType, ReactNode } from 'react';
import { renderAsChild } from '../asChild/asChild';
import styles from './Link.module.css';

/**
 * The element a component renders for an internal link. The apps pass `next/link`; the default
 * is a plain `<a>`.
 */
export type LinkComponent = ElementType<{
  href: string;
  className?: string;
  children?: ReactNode;
}>;

export interface LinkProps extends ComponentProps<'a'> {
  /** `inverse` is for dark backgrounds (footer, campaign strip). */
  variant?: 'default' | 'muted' | 'inverse';
  /** Render the child element (e.g. the app's `next/link`) with the link's look. */
  asChild?: boolean;
}

/** An internal link styled by the tokens. */
export function Link({ variant = 'default', asChild = false, className, ...props }: LinkProps) {
  if (asChild) {
    const { children, ...slotProps } = props;
    return renderAsChild(children, {
      'data-variant': variant,
      className: clsx(styles.Link, className),
      ...slotProps,
    });
  }
  const { children, ...anchorProps } = props;
  return (
    <a data-variant={variant} className={clsx(styles.Link, className)} {...anchorProps}>
      {children}
    </a>
  );
}
