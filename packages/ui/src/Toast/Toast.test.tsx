import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './Toast';

/** A page with buttons that raise toasts through useToast(). */
function Page({ toasts }: { toasts: ToastOptions[] }) {
  const { toast, dismiss } = useToast();
  return (
    <>
      {toasts.map((options) => (
        <button key={options.title} type="button" onClick={() => toast(options)}>
          {`Avisar: ${options.title}`}
        </button>
      ))}
      <button type="button" onClick={dismiss}>
        Descartar
      </button>
    </>
  );
}

const saved: ToastOptions = {
  title: 'Cambios guardados',
  description: 'Tus datos se actualizaron.',
  variant: 'success',
};
const failed: ToastOptions = {
  title: 'No pudimos guardar',
  description: 'Inténtalo de nuevo en unos minutos.',
  variant: 'error',
};
const info: ToastOptions = { title: 'Tu clase empieza en 10 minutos' };

function setup(toasts: ToastOptions[] = [saved, failed, info]) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <ToastProvider>
      <Page toasts={toasts} />
    </ToastProvider>,
  );
  const show = (options: ToastOptions) =>
    user.click(screen.getByRole('button', { name: `Avisar: ${options.title}` }));
  return { user, show, ...view };
}

const toastTitled = (title: string) => screen.queryByText(title, { selector: 'li *' });
/** Lets Radix's timers and frames run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  // jsdom has no pointer capture, which Radix uses on every pointer up over a toast.
  const pointerCapture = {
    setPointerCapture: () => {},
    hasPointerCapture: () => false,
    releasePointerCapture: () => {},
  };
  beforeAll(() => {
    Object.assign(Element.prototype, pointerCapture);
  });
  afterAll(() => {
    for (const name of Object.keys(pointerCapture)) {
      Reflect.deleteProperty(Element.prototype, name);
    }
  });

  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains React's work with a setTimeout it only advances under Jest's fake
    // timers; point it at Vitest's so userEvent does not wait forever.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given the Toaster', () => {
    it('is a landmark "Notificaciones (F8)" with nothing in it', async () => {
      const { container } = setup();
      expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
      vi.useRealTimers();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when a toast is raised', () => {
    it('shows its title, description and a "Cerrar" button', async () => {
      const { show, container } = setup();
      await show(saved);
      const item = screen.getByRole('listitem');
      expect(item).toHaveTextContent('Cambios guardados');
      expect(item).toHaveTextContent('Tus datos se actualizaron.');
      expect(item).toHaveAttribute('data-variant', 'success');
      expect(item).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
      vi.useRealTimers();
      expect(await axeViolations(container)).toEqual([]);
    });

    it.each([
      ['success', saved, 'polite'],
      ['info', info, 'polite'],
      ['error', failed, 'assertive'],
    ] as const)('announces a %s toast %sly', async (_, options, politeness) => {
      const { show } = setup();
      await show(options);
      await advance(50); // Radix writes the announcement on the next frames.
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', politeness);
      expect(status).toHaveTextContent(`Notificación ${options.title}`);
    });

    it('closes by itself after 5000 ms', async () => {
      const { show } = setup();
      await show(saved);
      await advance(TOAST_DURATION_MS - 100);
      expect(toastTitled('Cambios guardados')).toBeInTheDocument();
      await advance(100);
      expect(toastTitled('Cambios guardados')).not.toBeInTheDocument();
    });
  });

  describe('when another toast is raised', () => {
    it('replaces the current one (one at a time) and gets its own 5000 ms', async () => {
      const { show } = setup();
      await show(saved);
      await advance(3000);
      await show(failed);
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(toastTitled('Cambios guardados')).not.toBeInTheDocument();
      expect(toastTitled('No pudimos guardar')).toBeInTheDocument();
      await advance(3000);
      expect(toastTitled('No pudimos guardar')).toBeInTheDocument();
      await advance(TOAST_DURATION_MS - 3000);
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    });
  });

  describe('when the pointer rests on the toast', () => {
    it('pauses, then closes after the time left once the pointer leaves', async () => {
      const { show } = setup();
      await show(saved);
      await advance(1000);
      const viewport = screen.getByRole('region', { name: 'Notificaciones (F8)' });
      fireEvent.pointerMove(viewport);
      await advance(10_000);
      expect(toastTitled('Cambios guardados')).toBeInTheDocument();
      fireEvent.pointerLeave(viewport);
      await advance(TOAST_DURATION_MS - 1000 - 100);
      expect(toastTitled('Cambios guardados')).toBeInTheDocument();
      await advance(100);
      expect(toastTitled('Cambios guardados')).not.toBeInTheDocument();
    });
  });

  describe('when focus is inside the toast', () => {
    it('waits until focus leaves', async () => {
      const { show } = setup();
      await show(info);
      act(() => screen.getByRole('button', { name: 'Cerrar' }).focus());
      await advance(10_000);
      expect(toastTitled(info.title)).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Descartar' }).focus());
      await advance(TOAST_DURATION_MS);
      expect(toastTitled(info.title)).not.toBeInTheDocument();
    });
  });

  describe('when the person presses "Cerrar"', () => {
    it('closes at once', async () => {
      const { show, user } = setup();
      await show(failed);
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    });
  });

  describe('when the app dismisses it', () => {
    it('closes at once', async () => {
      const { show, user } = setup();
      await show(info);
      await user.click(screen.getByRole('button', { name: 'Descartar' }));
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    });
  });

  describe('when the person swipes it right', () => {
    function swipe(item: HTMLElement, distance: number) {
      fireEvent.pointerDown(item, { button: 0, pointerId: 1, clientX: 100, clientY: 20 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 110, clientY: 20 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 100 + distance, clientY: 20 });
      fireEvent.pointerUp(item, { pointerId: 1, clientX: 100 + distance, clientY: 20 });
    }

    it.each([
      [51, false],
      [80, false],
      [50, true],
      [30, true],
    ])('by %i px, it stays: %s (the threshold is 50 px)', async (distance, stays) => {
      const { show } = setup();
      await show(saved);
      act(() => swipe(screen.getByRole('listitem'), distance));
      expect(Boolean(toastTitled('Cambios guardados'))).toBe(stays);
    });

    it('to the left, it stays', async () => {
      const { show } = setup();
      await show(saved);
      act(() => swipe(screen.getByRole('listitem'), -120));
      expect(toastTitled('Cambios guardados')).toBeInTheDocument();
    });
  });

  describe('given useToast outside a ToastProvider', () => {
    it('throws, so the mistake shows at once', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<Page toasts={[]} />)).toThrow(/ToastProvider/);
    });
  });
});
