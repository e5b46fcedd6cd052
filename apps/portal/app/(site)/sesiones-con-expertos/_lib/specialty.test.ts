import { describe, expect, it } from 'vitest';
import { readCatalogState, catalogHref } from '@/lib/catalog/params';
import {
  hasPassed,
  orderSessions,
  SPECIALTY_PARAM,
  specialtyOf,
  type ExpertSession,
} from './specialty';

const SPECIALTIES = [
  { id: 1, slug: 'nutricion', name: 'Nutrición' },
  { id: 2, slug: 'psicologia', name: 'Psicología' },
];

describe('the specialty ↔ the address', () => {
  it.each([
    [{}, null],
    [{ especialidad: 'nutricion' }, 'Nutrición'],
    [{ especialidad: 'PSICOLOGIA' }, 'Psicología'],
    [{ especialidad: 'cardiologia' }, undefined],
    [{ especialidad: '<script>' }, null],
    [{ especialidad: '' }, null],
  ])('%j → %j', (query, name) => {
    const state = readCatalogState(query, [SPECIALTY_PARAM]);
    const specialty = specialtyOf(SPECIALTIES, state.filters[SPECIALTY_PARAM]);
    expect(specialty === null || specialty === undefined ? specialty : specialty.name).toBe(name);
  });

  it('says a malformed specialty was thrown away', () => {
    expect(readCatalogState({ especialidad: 'a b' }, [SPECIALTY_PARAM]).problems).toEqual([
      'filtro-invalido',
    ]);
  });

  it.each([
    [null, 1, '/sesiones-con-expertos'],
    ['nutricion', 1, '/sesiones-con-expertos?especialidad=nutricion'],
    ['nutricion', 2, '/sesiones-con-expertos?especialidad=nutricion&pagina=2'],
  ])('%j, page %j → %j', (slug, page, href) => {
    const filters: Record<string, string> = slug ? { [SPECIALTY_PARAM]: slug } : {};
    expect(catalogHref('/sesiones-con-expertos', { category: null, filters, page })).toBe(href);
  });
});

const session = (slug: string, starts_at: string, duration_minutes = 60) =>
  ({ slug, starts_at, duration_minutes }) as ExpertSession;

describe('hasPassed', () => {
  const now = new Date('2026-12-15T12:00:00Z');
  it.each([
    ['2026-12-15T10:00:00Z', 60, true],
    ['2026-12-15T11:00:00Z', 60, true],
    ['2026-12-15T11:30:00Z', 60, false],
    ['2026-12-16T00:00:00Z', 45, false],
  ])('%s for %d min → %j', (start, minutes, passed) => {
    expect(hasPassed(session('x', start, minutes), now)).toBe(passed);
  });
});

describe('orderSessions', () => {
  it('lists the coming ones soonest first, then the passed ones latest first', () => {
    const now = new Date('2026-12-15T12:00:00Z');
    const order = orderSessions(
      [
        session('pasada-antigua', '2026-12-01T12:00:00Z'),
        session('lejana', '2027-01-10T12:00:00Z'),
        session('pasada-reciente', '2026-12-10T12:00:00Z'),
        session('pronto', '2026-12-16T12:00:00Z'),
      ],
      now,
    ).map((item) => item.slug);
    expect(order).toEqual(['pronto', 'lejana', 'pasada-reciente', 'pasada-antigua']);
  });
});
