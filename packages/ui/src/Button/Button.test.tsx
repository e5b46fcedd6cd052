import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Button } from './Button';

describe('Button', () => {
  describe('given an idle button', () => {
    it('is a button named by its text that calls onClick', async () => {
      const onClick = vi.fn();
      const { container } = render(<Button onClick={onClick}>Inscribirme</Button>);
      const button = screen.getByRole('button', { name: 'Inscribirme' });
      expect(button).toHaveAttribute('type', 'button');
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('can be pressed with the keyboard', async () => {
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Continuar</Button>);
      await userEvent.tab();
      expect(screen.getByRole('button')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
    });
  });

  describe('when loading', () => {
    it('is disabled, busy and announced as "Cargando"', async () => {
      const onClick = vi.fn();
      const { container } = render(
        <Button loading onClick={onClick}>
          Ingresar
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Cargando' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('data-state', 'loading');
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given asChild', () => {
    it('renders the child element (a link) with the button look', () => {
      render(
        <Button asChild variant="outline">
          <a href="/clases-en-vivo">Ver clases</a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Ver clases' });
      expect(link).toHaveAttribute('href', '/clases-en-vivo');
      expect(link).toHaveAttribute('data-variant', 'outline');
    });
  });

  it('submits a form when asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
