import { describe, expect, it } from 'vitest';
import {
  DONE,
  HALFWAY,
  LATER,
  liveClass,
  NOW,
  PAST,
  reservation,
  UPCOMING,
  watched,
} from '@/test/my-space';
import { hasStarted, sectionsOf } from './sections';

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

describe('sectionsOf', () => {
  it('puts upcoming reservations soonest first and past ones latest first', () => {
    const older = reservation(
      '3e9c0d1b-4f5a-4b6c-9d2e-3f4a5b6c7d8e',
      liveClass('yoga-antiguo', 'Yoga antiguo', '2026-11-01T08:00:00-05:00'),
    );
    const sections = sectionsOf([LATER, older, UPCOMING, PAST], [], NOW);
    expect(ids(sections.upcoming)).toEqual([UPCOMING.id, LATER.id]);
    expect(ids(sections.past)).toEqual([PAST.id, older.id]);
  });

  it('sorts sessions with experts among the classes by their start (issue #29)', () => {
    const session = {
      ...reservation(
        '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        liveClass('sin-uso', 'Sin uso', '2026-12-01T19:00:00-05:00'),
      ),
      kind: 'expert-session' as const,
      slug: 'conoce-tu-presion-arterial',
      title: 'Conoce tu presión arterial',
      starts_at: '2026-12-05T19:00:00-05:00',
      ends_at: '2026-12-05T20:00:00-05:00',
      path: '/sesiones-con-expertos/conoce-tu-presion-arterial',
      live_class: undefined,
    };
    const sections = sectionsOf([LATER, session, UPCOMING], [], NOW);
    expect(ids(sections.upcoming)).toEqual([UPCOMING.id, session.id, LATER.id]);
    expect(sections.upcoming).toContain(session);
  });

  it.each([
    // [starts, minutes, now] → upcoming?
    ['a class later today', '2026-11-26T11:00:00-05:00', 45, true],
    ['a class under way (started, not ended)', '2026-11-26T09:30:00-05:00', 45, true],
    ['a class that ended a minute ago', '2026-11-26T09:14:00-05:00', 45, false],
    ['a class that ends right now', '2026-11-26T09:15:00-05:00', 45, false],
  ])('%s is upcoming: %s', (_, startsAt, minutes, upcoming) => {
    const held = reservation(
      '4f0d1e2c-5a6b-4c7d-8e3f-4a5b6c7d8e9f',
      liveClass('c', 'C', startsAt, { duration_minutes: minutes }),
    );
    const sections = sectionsOf([held], [], NOW);
    expect(sections.upcoming.length === 1).toBe(upcoming);
    expect(sections.past.length === 1).toBe(!upcoming);
  });

  it('leaves out cancelled reservations', () => {
    const cancelled = {
      ...UPCOMING,
      status: 'cancelled' as const,
      cancelled_at: '2026-11-25T15:00:00Z',
    };
    expect(sectionsOf([cancelled], [], NOW).upcoming).toEqual([]);
  });

  it('splits the recorded classes as /clases-grabadas does: started and unfinished, completed', () => {
    const opened = watched('abierta', 'Abierta', 0, 0);
    const sections = sectionsOf([], [HALFWAY, DONE, opened], NOW);
    expect(slugs(sections.watching)).toEqual(['yoga-expres']);
    expect(slugs(sections.completed)).toEqual(['pilates-basico']);
  });
});

describe('hasStarted', () => {
  it.each([
    ['2026-11-26T10:00:00-05:00', true],
    ['2026-11-26T10:00:01-05:00', false],
    ['2026-11-26T09:59:59-05:00', true],
  ])('a class starting at %s has started at 10:00 Lima: %s', (startsAt, started) => {
    expect(hasStarted(reservation('x', liveClass('c', 'C', startsAt)), NOW)).toBe(started);
  });
});
