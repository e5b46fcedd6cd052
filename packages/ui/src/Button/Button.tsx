import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { renderAsChild } from '../asChild/asChild';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Busy: disabled, shows a spinner and is announced as "Cargando" (spec §4). */
  loading?: boolean;
  /** Render the child element (e.g. the app's `next/link`) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return renderAsChild(children, {
      'data-variant': variant,
      'data-size': size,
      className: clsx(styles.Button, className),
      ...props,
    });
  }
  return (
    <button
      type={type ?? 'button'}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : 'idle'}
      className={clsx(styles.Button, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && (
        <>
          <span className={styles.Spinner} aria-hidden="true" />
          <VisuallyHidden>Cargando</VisuallyHidden>
        </>
      )}
      <span className={styles.Label} aria-hidden={loading || undefined}>
        {children}
      </span>
    </button>
  );
}
