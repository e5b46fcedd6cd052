import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countRadixDialogLoads } from '../test/radixDialogLoads';

// The hamburger is on every page, its overlay is not (issue #6): Radix Dialog is fetched when the
// hamburger is about to be used. Header.test.tsx covers what the overlay does once open.

/** How often Radix Dialog has been evaluated in this test (a fresh module graph per test). */
const radixDialog = countRadixDialogLoads();

async function renderHeader() {
  const { Header } = await import('./Header');
  render(<Header user={{ name: 'Ana' }} />);
  return screen.getByRole('button', { name: 'Abrir menú' });
}

describe('MobileMenu', () => {
  describe('given a page with the header', () => {
    it('has not loaded Radix Dialog, and the hamburger is a closed dialog button', async () => {
      const hamburger = await renderHeader();
      expect(radixDialog.loads).toBe(0);
      expect(hamburger).toHaveAttribute('aria-haspopup', 'dialog');
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      expect(hamburger).not.toHaveAttribute('aria-controls');
    });
  });

  describe.each([
    ['a pointer reaches', (hamburger: HTMLElement) => fireEvent.pointerEnter(hamburger)],
    ['focus reaches', (hamburger: HTMLElement) => act(() => hamburger.focus())],
    ['a finger touches', (hamburger: HTMLElement) => fireEvent.touchStart(hamburger)],
  ])('when %s the hamburger', (_, reach) => {
    it('fetches the overlay ahead of the tap, without opening it', async () => {
      const hamburger = await renderHeader();
      reach(hamburger);
      await waitFor(() => expect(radixDialog.loads).toBe(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('when the hamburger is pressed the first time', () => {
    it('fetches the overlay and opens it', async () => {
      const user = userEvent.setup();
      const hamburger = await renderHeader();
      // A click alone (no pointer or focus before it) still opens the menu.
      fireEvent.click(hamburger);
      expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      const dialog = await screen.findByRole('dialog', { name: 'Menú' });
      expect(radixDialog.loads).toBe(1);
      expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(hamburger).toHaveFocus();

      // Kept mounted: the second open needs no fetch.
      await user.click(hamburger);
      expect(screen.getByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
      expect(radixDialog.loads).toBe(1);
    });
  });

  describe('given the overlay cannot be fetched (offline, or replaced by a newer deployment)', () => {
    it('closes the menu again without an error, and the next tap tries again', async () => {
      const fetches = { failed: 0 };
      vi.doMock('./MobileMenuOverlay', () => {
        fetches.failed += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      const user = userEvent.setup();
      const hamburger = await renderHeader();
      fireEvent.click(hamburger);
      await waitFor(() => expect(hamburger).toHaveAttribute('aria-expanded', 'false'));
      expect(fetches.failed).toBe(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');

      // Back online.
      vi.doMock('./MobileMenuOverlay', (importOriginal) => importOriginal());
      await user.click(hamburger);
      expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    });
  });
});
