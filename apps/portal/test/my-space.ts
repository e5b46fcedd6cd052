/**
 * Test data of «Mi espacio» in the contract's shapes (content.yaml `Reservation`,
 * `RecordedClassProgressList`): a fixture that stops matching the contract fails to compile.
 */
import type { ContentSchema } from '@vivasalud/api-client/content';
import type { ProgressEntry, Reservation } from '@/app/(site)/mi-espacio/_lib/load';
import { liveClassCard } from './live-classes';

type LiveClass = ContentSchema<'LiveClass'>;

/** A fixed now: Thursday 26 November 2026, 10:00 in Lima. */
export const NOW = new Date('2026-11-26T15:00:00.000Z');

export function liveClass(
  slug: string,
  title: string,
  startsAt: string,
  extra: Partial<LiveClass> = {},
): LiveClass {
  const start = new Date(startsAt);
  return liveClassCard({
    slug,
    title,
    copy: null,
    starts_at: startsAt,
    mentor: {
      slug: 'lucia-paredes',
      name: 'Lucía Paredes',
      specialty: 'Yoga',
      photo: null,
      bio: null,
    },
    seats_left: 12,
    reservation_closes_at: new Date(start.getTime() - 5 * 60_000).toISOString(),
    ...extra,
  });
}

export function reservation(
  id: string,
  klass: LiveClass,
  extra: Partial<Reservation> = {},
): Reservation {
  return {
    id,
    kind: 'live-class',
    status: 'reserved',
    created_at: '2026-11-20T15:00:00.000Z',
    cancelled_at: null,
    slug: klass.slug,
    title: klass.title,
    starts_at: klass.starts_at,
    ends_at: new Date(Date.parse(klass.starts_at) + klass.duration_minutes * 60_000).toISOString(),
    path: `/clases-en-vivo/${klass.slug}`,
    live_class: klass,
    ...extra,
  };
}

export function watched(
  slug: string,
  title: string,
  progress: number,
  positionSeconds: number,
): ProgressEntry {
  return {
    slug,
    progress,
    position_seconds: positionSeconds,
    completed: progress >= 95,
    updated_at: '2026-11-25T15:00:00.000Z',
    recorded_class: {
      slug,
      title,
      category: 'pilates',
      category_label: 'Pilates',
      image: null,
      copy: null,
      duration_minutes: 20,
      mentor: null,
      is_pro: false,
      actions: [],
    },
  };
}

/** Upcoming on 3 December 2026 at 8:00 in Lima; past on 20 November. */
export const UPCOMING = reservation(
  '0b6f7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  liveClass('yoga-al-amanecer', 'Yoga al amanecer', '2026-12-03T08:00:00-05:00'),
);
export const LATER = reservation(
  '1c7a8b9f-2d3e-4f5a-9b0c-1d2e3f4a5b6c',
  liveClass('pilates-de-noche', 'Pilates de noche', '2026-12-10T19:00:00-05:00'),
);
export const PAST = reservation(
  '2d8b9c0a-3e4f-4a5b-8c1d-2e3f4a5b6c7d',
  liveClass('meditacion-guiada', 'Meditación guiada', '2026-11-20T08:00:00-05:00'),
);
export const HALFWAY = watched('yoga-expres', 'Yoga exprés', 40, 754);
export const DONE = watched('pilates-basico', 'Pilates básico', 100, 1190);
