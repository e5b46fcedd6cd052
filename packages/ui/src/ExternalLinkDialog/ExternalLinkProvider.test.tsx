import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countRadixDialogLoads } from '../test/radixDialogLoads';

const youtube = 'https://www.youtube.com/@vivasalud';

/** How often Radix Dialog has been evaluated in this test (a fresh module graph per test). */
const radixDialog = countRadixDialogLoads();

/** The provider around a button that asks the dialog, as `ExternalLink` does. */
async function renderPage() {
  const { ExternalLinkProvider, useExternalLink } = await import('./ExternalLinkProvider');
  function SocialButton() {
    const externalLink = useExternalLink();
    return (
      <button
        type="button"
        onClick={(event) => externalLink?.confirmExternalLink(youtube, event.currentTarget)}
      >
        YouTube
      </button>
    );
  }
  render(
    <ExternalLinkProvider product="VivaSalud">
      <SocialButton />
    </ExternalLinkProvider>,
  );
  return screen.getByRole('button', { name: 'YouTube' });
}

describe('ExternalLinkProvider and useExternalLink', () => {
  describe('given a page inside the provider', () => {
    it('has not loaded Radix Dialog: the dialog is fetched on the first ask (issue #6)', async () => {
      await renderPage();
      expect(radixDialog.loads).toBe(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a component that asks the dialog', () => {
    it('opens the one dialog of the page and continues to the address asked for', async () => {
      const user = userEvent.setup();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const trigger = await renderPage();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
      expect(radixDialog.loads).toBe(1);
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      expect(open).toHaveBeenCalledWith(youtube, '_blank', 'noopener,noreferrer');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('keeps the dialog mounted: the next ask opens it at once', async () => {
      const user = userEvent.setup();
      const trigger = await renderPage();
      await user.click(trigger);
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      expect(trigger).toHaveFocus();

      await user.click(trigger);
      expect(screen.getByRole('dialog', { name: 'Ten en cuenta' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      expect(radixDialog.loads).toBe(1);
    });
  });

  describe('given the dialog cannot be fetched (offline, or replaced by a newer deployment)', () => {
    it('leaves the page as it was, and the next ask tries again', async () => {
      const fetches = { failed: 0 };
      vi.doMock('./ExternalLinkDialog', () => {
        fetches.failed += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      const user = userEvent.setup();
      const trigger = await renderPage();
      await user.click(trigger);
      await waitFor(() => expect(fetches.failed).toBe(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toBeInTheDocument();

      // Back online.
      vi.doMock('./ExternalLinkDialog', (importOriginal) => importOriginal());
      await user.click(trigger);
      expect(await screen.findByRole('dialog', { name: 'Ten en cuenta' })).toBeInTheDocument();
    });
  });

  describe('given no provider', () => {
    it('useExternalLink gives null', async () => {
      const { useExternalLink } = await import('./ExternalLinkProvider');
      const { result } = renderHook(() => useExternalLink());
      expect(result.current).toBeNull();
    });
  });
});
