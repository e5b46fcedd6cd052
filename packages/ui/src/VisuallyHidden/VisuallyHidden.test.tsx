import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('adds its text to the name of the link it is in', async () => {
    const { container } = render(
      <a href="https://www.minsa.gob.pe/">
        MINSA <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'MINSA (abre un sitio externo)' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a span by default, with its own props', () => {
    render(<VisuallyHidden id="nota">Cargando</VisuallyHidden>);
    const hidden = screen.getByText('Cargando');
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveAttribute('id', 'nota');
  });

  it('hides the element it is given with asChild, keeping its role and the caller’s class', () => {
    render(
      <>
        <VisuallyHidden asChild>
          <h1>Salud y bienestar para todos</h1>
        </VisuallyHidden>
        <VisuallyHidden asChild className="resultado">
          <p role="status">IMC: 22,5</p>
        </VisuallyHidden>
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Salud y bienestar para todos' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('IMC: 22,5');
    expect(status).toHaveClass('resultado');
    // Both carry the one hiding class (whatever the bundler names it), as a span does.
    const span = render(<VisuallyHidden>x</VisuallyHidden>).getByText('x');
    const hiding = [...span.classList];
    expect(hiding).toHaveLength(1);
    expect(heading).toHaveClass(hiding[0]!);
    expect(status).toHaveClass(hiding[0]!);
  });
});
