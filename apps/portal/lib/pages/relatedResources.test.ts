import { describe, expect, it } from 'vitest';
import { RANDOM_EXTRA_RANGE, relatedResources } from './relatedResources';

// The seeded resources of the six pages (apps/api/seed/documents/pages.yaml), in order.
const SEEDED = [
  'experiencias-presenciales',
  'experiencias-taller-de-cocina-saludable',
  'sesiones-con-expertos',
  'expertos-en-salud-mental',
  'clases-en-vivo',
  'clases-grabadas',
  'guias-y-consejos',
].map((slug) => ({ slug }));

const slugsOf = (path: string, random = () => 0, resources = SEEDED) =>
  relatedResources(path, resources, random).map((resource) => resource.slug);

describe('relatedResources', () => {
  it.each(['/clases-en-vivo', '/clases-grabadas', '/guias-y-consejos', '/telemedicina'])(
    '%s shows the «experiencias» and «expertos» resources',
    (path) => {
      expect(slugsOf(path)).toEqual([
        'experiencias-presenciales',
        'experiencias-taller-de-cocina-saludable',
        'sesiones-con-expertos',
        'expertos-en-salud-mental',
      ]);
    },
  );

  it.each([
    [0, 'clases-en-vivo'],
    [0.34, 'clases-grabadas'],
    [0.99, 'guias-y-consejos'],
  ])(
    '/experiencias-presenciales: the «expertos» ones plus one extra (random %d → %s)',
    (r, extra) => {
      expect(slugsOf('/experiencias-presenciales', () => r)).toEqual([
        'sesiones-con-expertos',
        'expertos-en-salud-mental',
        extra,
      ]);
    },
  );

  it.each([
    [0, 'clases-en-vivo'],
    [0.5, 'clases-grabadas'],
    [0.9999, 'guias-y-consejos'],
  ])(
    '/sesiones-con-expertos: the «experiencias» ones plus one extra (random %d → %s)',
    (r, extra) => {
      expect(slugsOf('/sesiones-con-expertos', () => r)).toEqual([
        'experiencias-presenciales',
        'experiencias-taller-de-cocina-saludable',
        extra,
      ]);
    },
  );

  it(`draws the extra one among the first ${RANDOM_EXTRA_RANGE} «clases» or «guias» resources`, () => {
    const many = [
      { slug: 'expertos-a' },
      { slug: 'clases-1' },
      { slug: 'guias-2' },
      { slug: 'clases-3' },
      { slug: 'clases-4' },
    ];
    expect(slugsOf('/experiencias-presenciales', () => 0.9999, many)).toEqual([
      'expertos-a',
      'clases-3',
    ]);
  });

  it('never repeats a resource already chosen as the extra one', () => {
    const resources = [{ slug: 'expertos-clases' }, { slug: 'guias-1' }];
    expect(slugsOf('/experiencias-presenciales', () => 0, resources)).toEqual([
      'expertos-clases',
      'guias-1',
    ]);
  });

  it('adds no extra one when there is no «clases» or «guias» resource', () => {
    expect(slugsOf('/sesiones-con-expertos', () => 0.5, [{ slug: 'experiencias-x' }])).toEqual([
      'experiencias-x',
    ]);
  });

  it('tolerates a random source that answers 1', () => {
    expect(slugsOf('/sesiones-con-expertos', () => 1)).toContain('guias-y-consejos');
  });

  it('matches slugs whatever their letter case', () => {
    expect(slugsOf('/telemedicina', () => 0, [{ slug: 'Expertos-X' }, { slug: 'otro' }])).toEqual([
      'Expertos-X',
    ]);
  });

  it.each(['/', '/vive-sanamente', '/herramientas-para-tu-salud', '/pilares'])(
    '%s shows all its resources, in order',
    (path) => {
      expect(slugsOf(path)).toEqual(SEEDED.map((resource) => resource.slug));
    },
  );

  it('never changes the list it was given', () => {
    const resources = [...SEEDED];
    relatedResources('/experiencias-presenciales', resources, () => 0);
    expect(resources).toEqual(SEEDED);
  });
});
