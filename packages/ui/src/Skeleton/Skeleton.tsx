import clsx from 'clsx';
import type { ComponentProps, CSSProperties } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Skeleton.module.css';

export interface SkeletonProps extends ComponentProps<'span'> {
  /** `text`: a line of text; `rect`: a block (an image, a card); `circle`: an avatar or icon. */
  variant?: 'text' | 'rect' | 'circle';
  /** Any CSS length; a number is read as pixels. */
  width?: number | string;
  height?: number | string;
}

const length = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** A placeholder shape shown while content loads; hidden from screen readers. */
export function Skeleton({
  variant = 'text',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-variant={variant}
      className={clsx(styles.Skeleton, className)}
      style={
        {
          '--skeleton-width': length(width),
          '--skeleton-height': length(height),
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}

export interface SkeletonGroupProps extends ComponentProps<'div'> {
  /** What screen readers hear while it loads. */
  label?: string;
}

/** Wraps skeleton shapes and tells screen readers, politely, that the content is loading. */
export function SkeletonGroup({
  label = 'Cargando…',
  className,
  children,
  ...props
}: SkeletonGroupProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-state="loading"
      className={clsx(styles.Group, className)}
      {...props}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
