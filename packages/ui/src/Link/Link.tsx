'use client';

import { Slot } from '@radix-ui/react-slot';
import clsx from 'clsx';
import type { ComponentProps, ElementType, ReactNode } from 'react';
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
  const Component = asChild ? Slot : 'a';
  return <Component data-variant={variant} className={clsx(styles.Link, className)} {...props} />;
}
