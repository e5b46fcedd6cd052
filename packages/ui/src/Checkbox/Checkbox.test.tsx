import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type FormEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Checkbox } from './Checkbox';

const consentLabel = (
  <>
    Acepto el tratamiento de mis datos personales para los{' '}
    <a href="/usos-adicionales" target="_blank" rel="noopener noreferrer">
      usos adicionales
    </a>
    .
  </>
);

describe('Checkbox', () => {
  describe('given an unticked box', () => {
    it('is a checkbox named by its label', async () => {
      const { container } = render(<Checkbox label="Recordar mi documento" />);
      const checkbox = screen.getByRole('checkbox', { name: 'Recordar mi documento' });
      expect(checkbox).not.toBeChecked();
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the person clicks the box, the label or presses Space', () => {
      it('toggles and reports each change', async () => {
        const onCheckedChange = vi.fn();
        render(<Checkbox label="Recordar mi documento" onCheckedChange={onCheckedChange} />);
        const checkbox = screen.getByRole('checkbox', { name: 'Recordar mi documento' });
        await userEvent.click(checkbox);
        expect(checkbox).toBeChecked();
        await userEvent.click(screen.getByText('Recordar mi documento'));
        expect(checkbox).not.toBeChecked();
        await userEvent.keyboard(' ');
        expect(checkbox).toBeChecked();
        expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
      });
    });
  });

  describe('given a label with a link (the consent banner)', () => {
    it('names the checkbox with the whole label and keeps the link usable', async () => {
      const { container } = render(<Checkbox label={consentLabel} required />);
      const checkbox = screen.getByRole('checkbox', {
        name: 'Acepto el tratamiento de mis datos personales para los usos adicionales.',
      });
      expect(checkbox).toBeRequired();
      const link = screen.getByRole('link', { name: 'usos adicionales' });
      expect(link).toHaveAttribute('href', '/usos-adicionales');
      expect(link).toHaveAttribute('target', '_blank');
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the person follows the link', () => {
      it('does not tick the box', async () => {
        render(<Checkbox label={consentLabel} />);
        const link = screen.getByRole('link', { name: 'usos adicionales' });
        link.addEventListener('click', (event) => event.preventDefault());
        await userEvent.click(link);
        expect(screen.getByRole('checkbox')).not.toBeChecked();
      });
    });
  });

  describe('given an error', () => {
    it('is invalid and described by the message', async () => {
      const { container } = render(
        <Checkbox label={consentLabel} required error="Debes aceptar para continuar." />,
      );
      const checkbox = screen.getByRole('checkbox');
      expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      expect(checkbox).toHaveAccessibleDescription('Debes aceptar para continuar.');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a hint', () => {
    it('is described by it', async () => {
      const { container } = render(
        <Checkbox label="Quiero recibir novedades" hint="Puedes darte de baja cuando quieras." />,
      );
      expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
        'Puedes darte de baja cuando quieras.',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when disabled', () => {
    it('cannot be toggled', async () => {
      const { container } = render(
        <Checkbox label="Recordar mi documento" disabled defaultChecked />,
      );
      const checkbox = screen.getByRole('checkbox');
      await userEvent.click(checkbox);
      expect(checkbox).toBeChecked();
      expect(checkbox).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given controlled state', () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Checkbox
            label="Acepto los términos"
            checked={checked}
            onCheckedChange={(c) => setChecked(c === true)}
          />
          <p>{checked ? 'Aceptado' : 'Pendiente'}</p>
        </>
      );
    }

    it('follows the parent', async () => {
      render(<Controlled />);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto los términos' }));
      expect(screen.getByText('Aceptado')).toBeInTheDocument();
    });
  });

  describe('given a name inside a form', () => {
    it('submits its value when ticked', async () => {
      const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        return new FormData(event.currentTarget).get('additional_clauses');
      });
      render(
        <form onSubmit={onSubmit}>
          <Checkbox label="Acepto" name="additional_clauses" value="true" />
          <button type="submit">Enviar</button>
        </form>,
      );
      await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(onSubmit).toHaveReturnedWith('true');
    });
  });

  describe('given an indeterminate state', () => {
    it('is mixed', () => {
      render(<Checkbox label="Todos los temas" checked="indeterminate" />);
      const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Todos los temas' });
      expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
      expect(checkbox.indeterminate).toBe(true);
    });

    describe('when the person clicks it', () => {
      it('reports it ticked', async () => {
        const onCheckedChange = vi.fn();
        render(
          <Checkbox
            label="Todos los temas"
            checked="indeterminate"
            onCheckedChange={onCheckedChange}
          />,
        );
        await userEvent.click(screen.getByRole('checkbox', { name: 'Todos los temas' }));
        expect(onCheckedChange).toHaveBeenCalledWith(true);
      });
    });
  });

  describe("given the server's HTML, before the page's script has run", () => {
    it('is ticked by a click on its label and posted with its form', async () => {
      // No React in the page: only the markup the server sends.
      document.body.innerHTML = renderToStaticMarkup(
        <form>
          <Checkbox label="Acepto los términos" name="acceptTerms" value="true" required />
        </form>,
      );
      const checkbox = screen.getByRole('checkbox', { name: 'Acepto los términos' });
      expect(checkbox).toBeInstanceOf(HTMLInputElement);
      await userEvent.click(screen.getByText('Acepto los términos'));
      expect(checkbox).toBeChecked();
      const form = document.querySelector('form')!;
      expect(new FormData(form).get('acceptTerms')).toBe('true');
      expect(form.checkValidity()).toBe(true);
    });
  });

  describe('given a ref', () => {
    it('hands over the input (react-hook-form focuses it)', () => {
      const ref = createRef<HTMLInputElement>();
      render(<Checkbox label="Acepto" ref={ref} />);
      expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Acepto' }));
    });
  });
});
