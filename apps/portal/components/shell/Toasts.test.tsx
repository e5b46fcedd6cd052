import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@vivasalud/ui/toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast } from '@/lib/shell/toast';
import { Toasts } from './Toasts';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The Toaster's chunk, loaded with the first toast. */
const loaded = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });
const toasts = () => screen.queryAllByRole('listitem');
const region = () => screen.queryByRole('region', { name: 'Notificaciones (F8)' });

/** Shows a toast from outside React, as a query's onError or an event handler would. */
const show = (...args: Parameters<typeof showToast>) => act(() => showToast(...args));

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
  for (const name of Object.keys(pointerCapture)) Reflect.deleteProperty(Element.prototype, name);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

// One file, one store: the first test sees the page before any toast.
describe('Toasts, the app’s one Toaster (spec §4, §9)', () => {
  it('renders nothing before the first toast (its code is not even loaded)', async () => {
    render(<Toasts />);
    await loaded();
    expect(region()).toBeNull();
    expect(toasts()).toHaveLength(0);
  });

  it('shows a toast raised from anywhere, with its title, description and "Cerrar"', async () => {
    render(<Toasts />);
    show({
      title: 'Cambios guardados',
      description: 'Tus datos se actualizaron.',
      variant: 'success',
    });
    await loaded();
    expect(region()).not.toBeNull();
    const [toast] = toasts();
    expect(toast?.textContent).toContain('Cambios guardados');
    expect(toast?.textContent).toContain('Tus datos se actualizaron.');
    expect(toast?.getAttribute('data-variant')).toBe('success');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('one at a time: a new toast replaces the one on screen, with its own 5000 ms', async () => {
    render(<Toasts />);
    show({ title: 'Cambios guardados' });
    await loaded();
    await advance(3000);
    show({ title: 'No pudimos guardar', variant: 'error' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]?.textContent).toContain('No pudimos guardar');

    await advance(TOAST_DURATION_MS - 100);
    expect(toasts()).toHaveLength(1);
    await advance(100);
    expect(toasts()).toHaveLength(0);
  });

  it('closes with "Cerrar", and can be dismissed by the app', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toasts />);
    show({ title: 'Tu clase empieza en 10 minutos' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(toasts()).toHaveLength(0);

    show({ title: 'Otra vez' });
    expect(toasts()).toHaveLength(1);
    act(() => dismissToast());
    await advance(0);
    expect(toasts()).toHaveLength(0);
  });

  it('waits while the pointer rests on it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toasts />);
    show({ title: 'Cambios guardados' });
    await loaded();
    await user.hover(screen.getByRole('region', { name: 'Notificaciones (F8)' }));
    await advance(TOAST_DURATION_MS * 2);
    expect(toasts()).toHaveLength(1);
    await user.unhover(screen.getByRole('region', { name: 'Notificaciones (F8)' }));
    await advance(TOAST_DURATION_MS);
    expect(toasts()).toHaveLength(0);
  });
});
