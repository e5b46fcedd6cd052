'use client';

import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { CircleAlertIcon } from '../icons/circle-alert';
import { CircleCheckIcon } from '../icons/circle-check';
import { CloseIcon } from '../icons/close';
import { InfoIcon } from '../icons/info';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import styles from './Toast.module.css';

/** Spec §9: a toast closes itself after 5000 ms and a swipe right of 50 px dismisses it. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'success' | 'error' | 'info';

const icons = { success: CircleCheckIcon, error: CircleAlertIcon, info: InfoIcon } as const;

export interface ToastProps extends Omit<ComponentProps<typeof RadixToast.Root>, 'title' | 'type'> {
  title: ReactNode;
  description?: ReactNode;
  /** `error` is announced assertively, the others politely. */
  variant?: ToastVariant;
}

/** One notification; render it inside a `Toaster`. */
export function Toast({ title, description, variant = 'info', className, ...props }: ToastProps) {
  const Icon = icons[variant];
  return (
    <RadixToast.Root
      type={variant === 'error' ? 'foreground' : 'background'}
      data-variant={variant}
      className={clsx(styles.Toast, className)}
      {...props}
    >
      <Icon className={styles.Icon} />
      <div className={styles.Body}>
        <RadixToast.Title className={styles.Title}>{title}</RadixToast.Title>
        {description && (
          <RadixToast.Description className={styles.Description}>
            {description}
          </RadixToast.Description>
        )}
      </div>
      <RadixToast.Close aria-label="Cerrar" className={styles.Close}>
        <CloseIcon className={styles.CloseIcon} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ToasterProps extends ComponentProps<typeof RadixToast.Viewport> {
  /** The toasts to show. */
  children?: ReactNode;
  /** Milliseconds before a toast closes itself; the spec says 5000. */
  duration?: number;
}

/**
 * The corner where toasts appear (a landmark reachable with F8). Each toast closes after
 * `duration`, waits while the pointer is over it or focus is inside, and a swipe right closes it.
 */
export function Toaster({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notificaciones ({hotkey})',
  className,
  ...props
}: ToasterProps) {
  return (
    <RadixToast.Provider
      label="Notificación"
      duration={duration}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {children}
      <RadixToast.Viewport label={label} className={clsx(styles.Viewport, className)} {...props} />
    </RadixToast.Provider>
  );
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastContextValue {
  /** Shows a toast, replacing the one on screen (one at a time). */
  toast: (options: ToastOptions) => void;
  /** Closes the toast on screen. */
  dismiss: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** `toast({ title, description, variant })` from anywhere inside a `ToastProvider`. */
export function useToast(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return context;
}

export interface ToastProviderProps extends Omit<ToasterProps, 'children'> {
  children?: ReactNode;
}

/** Wraps the app: gives `useToast()` and renders the `Toaster` with the current toast. */
export function ToastProvider({ children, ...toasterProps }: ToastProviderProps) {
  const [current, setCurrent] = useState<(ToastOptions & { id: number; open: boolean }) | null>(
    null,
  );
  const lastId = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setCurrent({ ...options, id: lastId.current, open: true });
  }, []);
  const dismiss = useCallback(() => {
    setCurrent((shown) => (shown ? { ...shown, open: false } : shown));
  }, []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={value}>
      {children}
      <Toaster {...toasterProps}>
        {current && (
          // A new key mounts a new toast: the previous one goes and the timer starts again.
          <Toast
            key={current.id}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) dismiss();
            }}
            title={current.title}
            description={current.description}
            variant={current.variant}
          />
        )}
      </Toaster>
    </ToastContext>
  );
}
