'use client';

import { Toast, Toaster } from '@vivasalud/ui/toast';
import { dismissToast, type ShownToast } from '@/lib/shell/toast';

/**
 * The corner of the toasts with the toast of the moment (loaded with the first one). The design
 * system's Toaster gives the spec's rules: 5000 ms, paused while hovered or focused, a swipe right
 * of 50 px dismisses, "Cerrar" closes; a new key mounts a new toast, so one replaces the other.
 */
export default function ToastViewport({ toast }: { toast: ShownToast }) {
  return (
    <Toaster>
      <Toast
        key={toast.id}
        open={toast.open}
        onOpenChange={(open) => {
          if (!open) dismissToast();
        }}
        title={toast.title}
        description={toast.description}
        variant={toast.variant}
      />
    </Toaster>
  );
}
