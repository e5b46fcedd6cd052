import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ConsentBanner } from './ConsentBanner';

const title = '¿Quieres recibir beneficios, promos y sorpresas hechas para ti?';
const consent = /Acepto el tratamiento de mis datos personales para los usos adicionales/;

function setup(props: Partial<Parameters<typeof ConsentBanner>[0]> = {}) {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  const view = render(<ConsentBanner onAccept={onAccept} onCancel={onCancel} {...props} />);
  return {
    ...view,
    onAccept,
    onCancel,
    checkbox: () => screen.getByRole('checkbox', { name: consent }),
    accept: () => screen.getByRole('button', { name: 'Aceptar' }),
  };
}

describe('ConsentBanner', () => {
  describe('given it opens', () => {
    it('is a region named by its title, with the box unticked and Aceptar disabled', async () => {
      const { container, checkbox, accept } = setup();
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(checkbox()).not.toBeChecked();
      expect(checkbox()).toBeRequired();
      expect(accept()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('links to the additional uses in a new tab, saying so', () => {
      setup();
      const link = screen.getByRole('link', {
        name: 'usos adicionales (se abre en una pestaña nueva)',
      });
      expect(link).toHaveAttribute('href', '/usos-adicionales');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('underlines the words only: no space at the end of the link’s visible text (issue #25)', () => {
      setup();
      const link = screen.getByRole('link', { name: /^usos adicionales/ });
      // What is drawn (and underlined) is the link's text: the words, nothing after them.
      const drawn = [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      expect(drawn).toBe('usos adicionales');
      expect(link.textContent).toBe('usos adicionales');
      // The sentence still reads with its space and its full stop.
      expect(link.closest('label')).toHaveTextContent(
        'Acepto el tratamiento de mis datos personales para los usos adicionales.',
      );
    });
  });

  describe('when the person ticks the box', () => {
    it('enables Aceptar, which calls onAccept', async () => {
      const { container, checkbox, accept, onAccept } = setup();
      await userEvent.click(checkbox());
      expect(checkbox()).toBeChecked();
      expect(accept()).toBeEnabled();
      await userEvent.click(accept());
      expect(onAccept).toHaveBeenCalledTimes(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('can do it by clicking the label text, not the link', async () => {
      const { checkbox } = setup();
      await userEvent.click(screen.getByText(/Acepto el tratamiento/));
      expect(checkbox()).toBeChecked();
    });

    it('reports the change when controlled', async () => {
      const onCheckedChange = vi.fn();
      function Controlled() {
        const [checked, setChecked] = useState(false);
        return (
          <ConsentBanner
            onAccept={() => {}}
            onCancel={() => {}}
            checked={checked}
            onCheckedChange={(next) => {
              onCheckedChange(next);
              setChecked(next);
            }}
          />
        );
      }
      render(<Controlled />);
      await userEvent.keyboard('{Tab}');
      await userEvent.keyboard(' ');
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
    });
  });

  describe('when the person cancels', () => {
    it('calls onCancel', async () => {
      const { onCancel, onAccept } = setup();
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onAccept).not.toHaveBeenCalled();
    });
  });

  describe('given the acceptance is being submitted', () => {
    it('Aceptar is disabled and announced as "Cargando", so it cannot be sent twice', async () => {
      const { container, onAccept } = setup({ defaultChecked: true, submitting: true });
      const busy = screen.getByRole('button', { name: 'Cargando' });
      expect(busy).toBeDisabled();
      expect(screen.getByRole('region', { name: title })).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(busy);
      expect(onAccept).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given it is closed', () => {
    it('renders nothing', () => {
      setup({ open: false });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });
  });

  describe.each([
    { checked: false, submitting: false, acceptEnabled: false },
    { checked: true, submitting: false, acceptEnabled: true },
    { checked: false, submitting: true, acceptEnabled: false },
    { checked: true, submitting: true, acceptEnabled: false },
  ])(
    'given checked=$checked and submitting=$submitting',
    ({ checked, submitting, acceptEnabled }) => {
      it(`Aceptar is ${acceptEnabled ? 'enabled' : 'disabled'}`, () => {
        setup({ checked, submitting });
        const accept = screen.getByRole('button', { name: submitting ? 'Cargando' : 'Aceptar' });
        expect(accept.hasAttribute('disabled')).toBe(!acceptEnabled);
      });
    },
  );
});
