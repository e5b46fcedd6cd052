import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GuideDetail } from '../_lib/load';
import { formatDay } from '@/lib/days';
import { GuideView } from './GuideView';

vi.mock('next/link', () => import('@/test/next-link'));

const GUIDE: GuideDetail = {
  slug: 'guia-de-higiene-del-sueno',
  title: 'Guía de higiene del sueño',
  category: 'sueno',
  category_label: 'Sueño',
  publication_type: 'guia',
  image: 'http://localhost:4000/media/guia-sueno.webp',
  copy: 'Hábitos sencillos para dormir mejor.',
  reading_minutes: 3,
  is_pro: false,
  actions: [],
  body: [
    { heading: null, html: '<p>Dormir bien es parte de cuidarte.</p>', image: null },
    {
      heading: 'Antes de dormir',
      html: '<ul><li>Apaga las pantallas una hora antes.</li><li>Cena ligero.</li></ul><script>alert(1)</script>',
      image: {
        url: 'http://localhost:4000/media/guia-sueno.webp',
        alt: 'Dormitorio oscuro con una cama tendida',
        caption: 'Un dormitorio oscuro ayuda a dormir.',
      },
    },
  ],
  published_at: '2025-06-02',
  reviewed_at: '2026-03-01',
  next_review_at: '2027-09-01',
  reviewer: { name: 'Lucía Paredes Quispe', role: 'Médica de familia' },
  heading_resources: null,
  resources: [],
};

describe('GuideView', () => {
  it('reads as an article: title, summary, reading time, sections with their headings', () => {
    render(
      <GuideView
        guide={GUIDE}
        path="/guias-y-consejos/guia-de-higiene-del-sueno"
        site="http://localhost:3000"
      />,
    );
    const article = screen.getByRole('article', { name: 'Guía de higiene del sueño' });
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      'Guía de higiene del sueño',
    );
    expect(article.textContent).toContain('3 min de lectura');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Antes de dormir' }),
    ).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apaga las pantallas una hora antes.', 'Cena ligero.']);
    expect(
      within(article).getByRole('img', { name: 'Dormitorio oscuro con una cama tendida' }),
    ).toBeTruthy();
    expect(article.textContent).toContain('Un dormitorio oscuro ayuda a dormir.');
    expect(article.innerHTML).not.toContain('<script');
  });

  it('says who reviewed it and when, and when it is reviewed next (NHS pattern)', () => {
    render(
      <GuideView
        guide={GUIDE}
        path="/guias-y-consejos/guia-de-higiene-del-sueno"
        site="http://localhost:3000"
      />,
    );
    expect(
      screen.getByText(/Revisado por Lucía Paredes Quispe, Médica de familia, el/).textContent,
    ).toBe('Revisado por Lucía Paredes Quispe, Médica de familia, el 1 de marzo de 2026.');
    expect(screen.getByText(/Próxima revisión/).textContent).toBe(
      'Próxima revisión: 1 de setiembre de 2027.',
    );
    expect(document.querySelector('time[datetime="2026-03-01"]')).not.toBeNull();
  });

  it('describes itself to search engines as an Article with its review', () => {
    const { container } = render(
      <GuideView
        guide={GUIDE}
        path="/guias-y-consejos/guia-de-higiene-del-sueno"
        site="http://localhost:3000"
      />,
    );
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => [JSON.parse(script.textContent ?? 'null')].flat(),
    ) as Record<string, unknown>[];
    const node = data.find((entry) => entry['@type'] === 'Article');
    expect(node).toMatchObject({
      headline: 'Guía de higiene del sueño',
      datePublished: '2025-06-02',
      dateModified: '2026-03-01',
      inLanguage: 'es-PE',
      mainEntityOfPage: {
        lastReviewed: '2026-03-01',
        reviewedBy: { name: 'Lucía Paredes Quispe', jobTitle: 'Médica de familia' },
      },
    });
  });

  it.each([
    ['2026-01-01', '1 de enero de 2026'],
    ['2026-12-31', '31 de diciembre de 2026'],
  ])('a calendar day stays that day: %s → %s', (day, text) => {
    expect(formatDay(day)).toBe(text);
  });
});
