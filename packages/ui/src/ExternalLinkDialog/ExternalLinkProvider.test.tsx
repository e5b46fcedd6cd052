import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countRadixDialogLoads } from '../test/radixDialogLoads';
import { EXTERNAL_LINK_ATTRIBUTES } from './externalLinkMarker';

const youtube = 'https://www.youtube.com/@vivasalud';
const instagram = 'https://www.instagram.com/vivasalud';

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

/**
 * The provider, and apart from it plain links as a server component renders them (no React
 * handler): two marked ones (one with an icon inside), one unmarked, and a marked one whose own
 * handler takes the click.
 */
async function renderMarkedLinks() {
  const { ExternalLinkProvider } = await import('./ExternalLinkProvider');
  const page = render(
    <>
      <ExternalLinkProvider product="VivaSalud" />
      <a href={youtube} {...EXTERNAL_LINK_ATTRIBUTES}>
        YouTube
      </a>
      <a href={instagram} {...EXTERNAL_LINK_ATTRIBUTES} aria-label="Instagram">
        <svg data-testid="icono" aria-hidden="true" focusable="false" />
      </a>
      <a href="https://otro.example.pe" target="_blank" rel="noopener noreferrer">
        Sin marca
      </a>
      <a
        href="https://propio.example.pe"
        {...EXTERNAL_LINK_ATTRIBUTES}
        onClick={(event) => event.preventDefault()}
      >
        Con su propio manejo
      </a>
    </>,
  );
  return { ...page, link: (name: string) => screen.getByRole('link', { name }) };
}

/**
 * Whether each click reached the window with its default action prevented, i.e. whether the
 * browser would have followed the link. Then prevents it (jsdom cannot navigate).
 */
function followedClicks() {
  const prevented: boolean[] = [];
  const record = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', record);
  window.addEventListener('auxclick', record);
  stopRecording.push(() => {
    window.removeEventListener('click', record);
    window.removeEventListener('auxclick', record);
  });
  return { followed: () => prevented.map((wasPrevented) => !wasPrevented) };
}
const stopRecording: (() => void)[] = [];
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

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

  describe('given links marked data-external-link (rendered on the server, no handler)', () => {
    it('loads nothing until the first click', async () => {
      await renderMarkedLinks();
      expect(radixDialog.loads).toBe(0);
    });

    it('asks on a plain click instead of leaving; Continuar opens the link in a new tab', async () => {
      const user = userEvent.setup();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { link } = await renderMarkedLinks();
      const clicks = followedClicks();
      await user.click(link('YouTube'));
      expect(clicks.followed()).toEqual([false]);
      const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
      expect(dialog).toHaveAccessibleDescription(
        'Este enlace te llevará a un sitio web externo a VivaSalud. ¿Deseas continuar?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      expect(open).toHaveBeenCalledExactlyOnceWith(youtube, '_blank', 'noopener,noreferrer');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(link('YouTube')).toHaveFocus();
      open.mockRestore();
    });

    it('asks for the link around what was clicked (its icon)', async () => {
      const user = userEvent.setup();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await renderMarkedLinks();
      await user.click(screen.getByTestId('icono'));
      await user.click(await screen.findByRole('button', { name: 'Continuar' }));
      expect(open).toHaveBeenCalledExactlyOnceWith(instagram, '_blank', 'noopener,noreferrer');
      open.mockRestore();
    });

    it('Cancelar closes it without leaving and gives focus back to the link', async () => {
      const user = userEvent.setup();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { link } = await renderMarkedLinks();
      await user.click(link('Instagram'));
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(link('Instagram')).toHaveFocus();
      open.mockRestore();
    });

    it('works from the keyboard (Enter), focus back to the link on Escape', async () => {
      const user = userEvent.setup();
      const { link } = await renderMarkedLinks();
      link('YouTube').focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Ten en cuenta' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(link('YouTube')).toHaveFocus();
    });

    it.each([
      ['Control', '{Control>}'],
      ['Meta (⌘)', '{Meta>}'],
      ['Shift', '{Shift>}'],
      ['Alt', '{Alt>}'],
    ])(
      'leaves a click with %s held to the browser (new tab, window or download)',
      async (_, hold) => {
        const user = userEvent.setup();
        const { link } = await renderMarkedLinks();
        const clicks = followedClicks();
        await user.keyboard(hold);
        await user.click(link('YouTube'));
        await user.keyboard('{/Control}{/Meta}{/Shift}{/Alt}');
        expect(clicks.followed()).toEqual([true]);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(radixDialog.loads).toBe(0);
      },
    );

    it('leaves a middle-button click to the browser (a new tab)', async () => {
      const user = userEvent.setup();
      const { link } = await renderMarkedLinks();
      const clicks = followedClicks();
      // Browsers send `auxclick` for it; some older ones a `click` with button 1.
      await user.pointer({ keys: '[MouseMiddle]', target: link('YouTube') });
      fireEvent.click(link('YouTube'), { button: 1 });
      expect(clicks.followed()).toEqual([true, true]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(radixDialog.loads).toBe(0);
    });

    it('leaves alone an unmarked link, and a click the link’s own handler has taken', async () => {
      const user = userEvent.setup();
      const { link } = await renderMarkedLinks();
      const clicks = followedClicks();
      await user.click(link('Sin marca'));
      await user.click(link('Con su propio manejo'));
      // The first is followed; the second was prevented by its own handler.
      expect(clicks.followed()).toEqual([true, false]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(radixDialog.loads).toBe(0);
    });

    it('stops listening once unmounted', async () => {
      const user = userEvent.setup();
      const { link, unmount } = await renderMarkedLinks();
      const youtubeLink = link('YouTube');
      unmount();
      document.body.append(youtubeLink);
      const clicks = followedClicks();
      await user.click(youtubeLink);
      expect(clicks.followed()).toEqual([true]);
      youtubeLink.remove();
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
