'use client';

import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useRef, type ComponentProps } from 'react';
import { Button } from '../Button';
import styles from './ExternalLinkDialog.module.css';

export interface ExternalLinkDialogProps extends Omit<
  ComponentProps<typeof Dialog.Content>,
  'children'
> {
  /** The address to leave for; `null` keeps the dialog closed. */
  url: string | null;
  /** Called with `false` on Cancelar, Continuar, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The name in the text "…un sitio web externo a {product}". */
  product?: string;
  /** Called with the address once it has been opened (e.g. for analytics). */
  onContinue?: (url: string) => void;
  /**
   * Where focus goes back to on close. Without it, focus goes back to the element that had it when
   * the dialog opened, which a mouse click on a link does not always give (Safari).
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Confirmation before leaving the portal (spec §4, §9). Continuar opens the address in a new tab
 * without giving that page a handle on ours (`noopener,noreferrer`) and closes the dialog.
 */
export function ExternalLinkDialog({
  url,
  onOpenChange,
  product = 'VivaSalud',
  onContinue,
  returnFocusTo,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ExternalLinkDialogProps) {
  // There is no Dialog.Trigger (the dialog is opened with an address), so Radix would send focus
  // to the body on close: remember what had focus when it opened.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={url !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.Overlay} />
        <Dialog.Content
          className={clsx(styles.ExternalLinkDialog, className)}
          onOpenAutoFocus={(event) => {
            const { activeElement } = document;
            openerRef.current = activeElement instanceof HTMLElement ? activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = returnFocusTo ?? openerRef.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          {...props}
        >
          <Dialog.Title className={styles.Title}>Ten en cuenta</Dialog.Title>
          <Dialog.Description className={styles.Description}>
            Este enlace te llevará a un sitio web externo a {product}. ¿Deseas continuar?
          </Dialog.Description>
          <div className={styles.Actions}>
            <Dialog.Close asChild>
              <Button variant="outline">Cancelar</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                if (url === null) return;
                window.open(url, '_blank', 'noopener,noreferrer');
                onContinue?.(url);
                onOpenChange(false);
              }}
            >
              Continuar
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
