import { render, screen, within } from '@testing-library/react';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { describe, expect, it, vi } from 'vitest';
import { PromoLinks } from './PromoLinks';

vi.mock('next/link', () => import('@/test/next-link'));

type Action = ContentSchema<'Action'>;

const pillar = (title: string, icon: string | null, link: string, copy: string | null = null) => ({
  action: {
    title,
    icon,
    copy,
    link,
    is_external: false,
    is_new: false,
    is_pro: false,
  } satisfies Action,
});

/** The seeded service's answer (apps/api/seed/documents/home.yaml `pilares`), shortened. */
const BLOCK: ContentSchema<'Promo'> = {
  heading: 'Los pilares de tu bienestar',
  subheading: 'Cinco hábitos que, juntos, protegen tu salud física y emocional.',
  links: [
    pillar('Salud mental', 'salud-mental', '/pilares#salud-mental', 'Reconoce tus emociones.'),
    pillar('Prevención', 'prevencion', '/pilares#prevencion', 'Mantén tus vacunas al día.'),
    pillar('Descanso', 'descanso', '/pilares#descanso'),
  ],
  media: [],
};

function pillarItems() {
  const block = screen.getByRole('region', { name: 'Los pilares de tu bienestar' });
  return within(block).getAllByRole('listitem');
}

describe('PromoLinks', () => {
  it('shows each pillar with its icon, its title leading to its content and its text', () => {
    const { container } = render(<PromoLinks block={BLOCK} label="Pilares" />);

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Los pilares de tu bienestar',
    );
    expect(screen.getByText(/Cinco hábitos que, juntos/)).toBeTruthy();
    const items = pillarItems();
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Salud mental', 'Prevención', 'Descanso']);
    expect(screen.getByRole('link', { name: 'Salud mental' }).getAttribute('href')).toBe(
      '/pilares#salud-mental',
    );
    expect(screen.getByRole('link', { name: 'Prevención' }).getAttribute('href')).toBe(
      '/pilares#prevencion',
    );
    expect(within(items[0]!).getByText('Reconoce tus emociones.')).toBeTruthy();
    // Every pillar has its icon; beside the written title, the icon is decorative.
    expect(container.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows a pillar whose icon id it does not know without an icon, and the rest with theirs', () => {
    const block = {
      ...BLOCK,
      links: [
        pillar('Hidratación', 'agua', '/pilares#hidratacion', 'Toma agua durante el día.'),
        pillar('Sin ícono', null, '/pilares#otro'),
        pillar('Oncología', 'oncologia', '/pilares#oncologia'),
        pillar('Prototipo', 'toString', '/pilares#proto'),
      ],
    };
    render(<PromoLinks block={block} label="Pilares" />);

    const [unknown, none, oncology, proto] = pillarItems();
    expect(unknown!.querySelector('svg')).toBeNull();
    expect(within(unknown!).getByRole('link', { name: 'Hidratación' })).toBeTruthy();
    expect(within(unknown!).getByText('Toma agua durante el día.')).toBeTruthy();
    expect(none!.querySelector('svg')).toBeNull();
    expect(oncology!.querySelector('svg')).not.toBeNull();
    expect(proto!.querySelector('svg')).toBeNull();
  });

  it('leaves a pillar without a safe link as plain text, and one without a title out', () => {
    const block = {
      ...BLOCK,
      links: [
        pillar('Descanso', 'descanso', 'javascript:alert(1)'),
        pillar('  ', 'prevencion', '/pilares#prevencion'),
      ],
    };
    render(<PromoLinks block={block} label="Pilares" />);

    const items = pillarItems();
    expect(items).toHaveLength(1);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Descanso');
  });

  it.each([
    ['no block (the call failed or the service has none)', null],
    ['a block without pillars', { ...BLOCK, links: [] }],
  ])('renders nothing for %s', (_case, block) => {
    const { container } = render(<PromoLinks block={block} label="Pilares" />);
    expect(container.innerHTML).toBe('');
  });
});
