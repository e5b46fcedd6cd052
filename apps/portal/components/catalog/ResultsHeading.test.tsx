import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsHeading } from './ResultsHeading';

function Results({ selection, page }: { selection: string; page: number }) {
  return (
    <>
      <a href={`${selection}?pagina=${page + 1}`}>Siguiente</a>
      <ResultsHeading id="resultados" selection={selection} page={page}>
        Clases
      </ResultsHeading>
    </>
  );
}

const heading = () => screen.getByRole('heading', { level: 2, name: 'Clases' });

describe('ResultsHeading', () => {
  it('leaves focus alone on the first render of a document (a full page load)', () => {
    render(<Results selection="/clases-en-vivo" page={2} />);
    expect(document.activeElement).not.toBe(heading());
    expect(heading().getAttribute('tabindex')).toBe('-1');
  });

  it('takes focus after a change of page in the same catalog (the page re-rendered)', () => {
    const { rerender } = render(<Results selection="/clases-grabadas" page={1} />);
    screen.getByRole('link', { name: 'Siguiente' }).focus();
    rerender(<Results selection="/clases-grabadas" page={2} />);
    expect(document.activeElement).toBe(heading());
  });

  it('takes focus after a change of page when the new page is a new tree (Next remounts it)', () => {
    const first = render(<Results selection="/guias-y-consejos" page={1} />);
    first.unmount();
    render(<Results selection="/guias-y-consejos" page={2} />);
    expect(document.activeElement).toBe(heading());
  });

  it('leaves focus on a filter: a new selection is not a change of page', () => {
    const { rerender } = render(<Results selection="/clases-en-vivo" page={3} />);
    const link = screen.getByRole('link', { name: 'Siguiente' });
    link.focus();
    rerender(<Results selection="/clases-en-vivo?categoria=yoga" page={1} />);
    expect(document.activeElement).toBe(link);
  });
});
