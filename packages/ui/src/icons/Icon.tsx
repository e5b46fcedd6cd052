import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import styles from './icons.module.css';

/*
 * The icons of the components every page carries (header, footer, resource cards), drawn inline
 * with lucide's paths on its 24 px grid. lucide-react's icons are client components: importing
 * them brought its icon runtime into every page's first load and into server-only components
 * (issue #6). Decorative unless given a name (`aria-label`), as lucide does.
 *
 * lucide's stroke (none filled, 2 px, round caps and joins) comes from one class
 * (icons.module.css), not from five attributes on each icon: an icon is in a page twice, in its
 * markup and in its React payload, and those attributes (with `xmlns` and IE's `focusable`) were
 * two thirds of a small icon there (issue #33). A shape keeps its own `fill`/`stroke` attributes.
 */

export interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Width and height in px. */
  size?: number;
}

export function Icon({
  size = 24,
  strokeWidth,
  className,
  style,
  children,
  ...props
}: IconProps & { children: ReactNode }) {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={clsx(styles.Icon, className)}
      // No undefined attributes: the payload would carry each as `"$undefined"`.
      {...(named ? {} : { 'aria-hidden': true })}
      // Another stroke width than lucide's 2 (the class's) must beat the class: an inline style.
      {...(strokeWidth === undefined && style === undefined
        ? {}
        : { style: strokeWidth === undefined ? style : { strokeWidth, ...style } })}
      {...props}
    >
      {children}
    </svg>
  );
}
