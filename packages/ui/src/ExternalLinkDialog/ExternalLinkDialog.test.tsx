import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ExternalLinkDialog } from './ExternalLinkDialog';

const libroDeReclamaciones = 'https://www.libroreclamaciones.pe/vivasalud';

/** A page that keeps the target address in its own state, as the apps do. */
function Page({ product, onContinue }: { product?: string; onContinue?: (url: string) => void }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setUrl(libroDeReclamaciones)}>
        Libro de reclamaciones
      </button>
      <ExternalLinkDialog
        url={url}
        onOpenChange={(open) => {
          if (!open) setUrl(null);
        }}
        product={product}
        onContinue={onContinue}
      />
    </>
  );
}

function setup(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  render(<Page {...props} />);
  return { user, open, trigger: screen.getByRole('button', { name: 'Libro de reclamaciones' }) };
}

describe('ExternalLinkDialog', () => {
  describe('given no target address', () => {
    it('shows nothing', () => {
      render(<ExternalLinkDialog url={null} onOpenChange={() => {}} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a target address', () => {
    it('is a modal dialog titled "Ten en cuenta" with the spec text, focus on Cancelar', async () => {
      render(<ExternalLinkDialog url={libroDeReclamaciones} onOpenChange={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: 'Ten en cuenta' });
      expect(dialog).toHaveAccessibleDescription(
        'Este enlace te llevará a un sitio web externo a VivaSalud. ¿Deseas continuar?',
      );
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('names the product it was given', () => {
      render(
        <ExternalLinkDialog
          url={libroDeReclamaciones}
          onOpenChange={() => {}}
          product="Pacífico"
        />,
      );
      expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
        'Este enlace te llevará a un sitio web externo a Pacífico. ¿Deseas continuar?',
      );
    });
  });

  describe('when the person continues', () => {
    it('opens the address in a new tab with noopener, reports it and closes', async () => {
      const onContinue = vi.fn();
      const { user, open, trigger } = setup({ onContinue });
      await user.click(trigger);
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(open).toHaveBeenCalledExactlyOnceWith(
        libroDeReclamaciones,
        '_blank',
        'noopener,noreferrer',
      );
      expect(onContinue).toHaveBeenCalledWith(libroDeReclamaciones);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });
  });

  describe.each([
    [
      'presses Cancelar',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancelar' })),
    ],
    ['presses Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('when the person %s', (_, dismiss) => {
    it('closes without opening anything and focus goes back to the trigger', async () => {
      const { user, open, trigger } = setup();
      await user.click(trigger);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await dismiss(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(trigger).toHaveFocus();
    });
  });

  describe('given focus trapped in the dialog', () => {
    it('Tab moves between Cancelar and Continuar only', async () => {
      const { user, trigger } = setup();
      await user.click(trigger);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    });
  });
});
