import { describe, expect, it, vi } from 'vitest';
import { currentToast, dismissToast, showToast, subscribeToToasts } from './toast';

describe('the toast store', () => {
  it('does nothing on the server (no window): no state shared between requests', () => {
    showToast({ title: 'En el servidor' });
    expect(currentToast()).toBeNull();
  });

  describe('in the browser', () => {
    it('keeps one toast at a time: a new one replaces it, with a new id', () => {
      vi.stubGlobal('window', {});
      const changes = vi.fn();
      const unsubscribe = subscribeToToasts(changes);

      showToast({ title: 'Guardado', variant: 'success' });
      const first = currentToast();
      expect(first).toMatchObject({ title: 'Guardado', variant: 'success', open: true });

      showToast({ title: 'Sin conexión', description: 'Inténtalo de nuevo.', variant: 'error' });
      const second = currentToast();
      expect(second).toMatchObject({ title: 'Sin conexión', variant: 'error', open: true });
      expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
      expect(changes).toHaveBeenCalledTimes(2);

      dismissToast();
      expect(currentToast()).toMatchObject({ id: second?.id, open: false });
      dismissToast(); // already closed: nothing new
      expect(changes).toHaveBeenCalledTimes(3);
      unsubscribe();
    });
  });
});
