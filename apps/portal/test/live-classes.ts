/**
 * A live class in the contract's shapes (content.yaml `LiveClass`, `LiveClassDetail`) for the
 * portal's tests: «Yoga prenatal», Thursday 17 December 2026 at 18:00 in Lima, 45 minutes, 4 of
 * 20 seats left. Each test overrides what it is about; a fixture that stops matching the contract
 * fails to compile.
 */
import type { ContentSchema } from '@vivasalud/api-client/content';

type LiveClass = ContentSchema<'LiveClass'>;
type LiveClassDetail = ContentSchema<'LiveClassDetail'>;

export function liveClassCard(overrides: Partial<LiveClass> = {}): LiveClass {
  return {
    slug: 'yoga-prenatal',
    title: 'Yoga prenatal',
    category: 'yoga',
    category_label: 'Yoga',
    image: null,
    copy: 'Posturas adaptadas.',
    starts_at: '2026-12-17T18:00:00-05:00',
    duration_minutes: 45,
    mentor: {
      slug: 'rosa-huaman-ccori',
      name: 'Rosa Huamán Ccori',
      specialty: 'Instructora de yoga',
      photo: null,
      bio: null,
    },
    is_pro: false,
    actions: [],
    capacity: 20,
    seats_left: 4,
    reservation_closes_at: '2026-12-17T17:55:00-05:00',
    ...overrides,
  };
}

export function liveClassDetail(overrides: Partial<LiveClassDetail> = {}): LiveClassDetail {
  return {
    ...liveClassCard(),
    description: '<p>Para gestantes.</p>',
    ends_at: '2026-12-17T18:45:00-05:00',
    heading_resources: null,
    resources: [],
    ...overrides,
  };
}
