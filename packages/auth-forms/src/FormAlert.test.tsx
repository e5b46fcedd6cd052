import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

function Form({ message, takeFocus }: { message: string | null; takeFocus?: boolean }) {
  return (
    <form aria-label="Formulario">
      <FormAlert message={message} {...(takeFocus === undefined ? {} : { takeFocus })} />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormAlert', () => {
  it('renders nothing without a message', () => {
    const { rerender } = render(<Form message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Form message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('form').textContent).toBe('Enviar');
  });

  it('announces the message and takes the focus, again for each new message', () => {
    const { rerender } = render(<Form message={null} />);
    screen.getByRole('button', { name: 'Enviar' }).focus();

    rerender(<Form message="Documento o contraseña incorrectos." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Documento o contraseña incorrectos.');
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(alert);

    screen.getByRole('button', { name: 'Enviar' }).focus();
    rerender(<Form message="Demasiados intentos. Inténtalo nuevamente en 1 minuto." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Demasiados intentos. Inténtalo nuevamente en 1 minuto.',
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('leaves the focus where it is with takeFocus={false}', () => {
    const { rerender } = render(<Form message={null} takeFocus={false} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    button.focus();

    rerender(<Form message="No pudimos conectarnos." takeFocus={false} />);
    expect(screen.getByRole('alert').textContent).toBe('No pudimos conectarnos.');
    expect(document.activeElement).toBe(button);
  });
});
