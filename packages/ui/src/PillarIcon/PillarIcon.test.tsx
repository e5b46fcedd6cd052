import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPillarId, PILLAR_IDS, PillarIcon, pillarName } from './PillarIcon';

/** The pillars of spec §1 and of the seeded service (`home/pilares/`), with their Spanish names. */
const NAMES: [id: string, name: string][] = [
  ['maternidad', 'Maternidad'],
  ['prevencion', 'Prevención'],
  ['salud-mental', 'Salud mental'],
  ['vacunacion', 'Vacunación'],
  ['nino-sano', 'Niño sano'],
  ['medicamentos', 'Medicamentos'],
  ['condiciones-complejas', 'Condiciones complejas'],
  ['oncologia', 'Oncología'],
  ['alimentacion', 'Alimentación'],
  ['actividad-fisica', 'Actividad física'],
  ['descanso', 'Descanso'],
];

describe('PillarIcon', () => {
  it('has an icon for every pillar of spec §1 and of the service, and no other', () => {
    expect(PILLAR_IDS).toEqual(NAMES.map(([id]) => id));
  });

  it.each(NAMES)('draws %s as an image named «%s»', (id, name) => {
    if (!isPillarId(id)) throw new Error(`${id} is not a pillar`);
    render(<PillarIcon pillar={id} />);
    const icon = screen.getByRole('img', { name });
    expect(icon.tagName).toBe('svg');
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon.querySelector('title')).toHaveTextContent(name);
    expect(icon.querySelectorAll('path, circle').length).toBeGreaterThan(0);
    expect(pillarName(id)).toBe(name);
  });

  it('is hidden from assistive technology when decorative (its name is written beside it)', () => {
    const { container } = render(
      <p>
        <PillarIcon pillar="salud-mental" decorative /> Salud mental
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('title')).toBeNull();
  });

  it('takes a size and a class', () => {
    const { container } = render(<PillarIcon pillar="oncologia" size={40} className="x" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '40');
    expect(svg).toHaveClass('x');
  });

  it.each([['otro'], [''], ['toString'], ['__proto__'], [null], [undefined], [3]])(
    'does not take %j for a pillar',
    (id) => {
      expect(isPillarId(id)).toBe(false);
    },
  );
});
