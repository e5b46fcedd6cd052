import type { ContentSchema } from '@vivasalud/api-client/content';

/** Test data of the in-person experiences (issue #29), typed by the content contract. */

export type InPersonClass = ContentSchema<'InPersonClass'>;

export function inPersonClass(overrides: Partial<InPersonClass> = {}): InPersonClass {
  return {
    slug: 'hatha-yoga-para-principiantes',
    title: 'Hatha yoga para principiantes',
    discipline: 'yoga',
    discipline_label: 'Yoga',
    location: {
      name: 'Sede Miraflores',
      address: 'Av. José Larco 812',
      district: 'Miraflores',
      district_slug: 'miraflores',
    },
    schedule: [
      { weekday: 1, start_time: '07:00', end_time: '08:00' },
      { weekday: 3, start_time: '07:00', end_time: '08:00' },
    ],
    price: 35,
    igv_included: true,
    image: null,
    ...overrides,
  };
}

export const IN_PERSON_FACETS = {
  disciplines: [
    { slug: 'natacion', label: 'Natación', count: 3 },
    { slug: 'yoga', label: 'Yoga', count: 4 },
  ],
  districts: [
    { slug: 'jesus-maria', label: 'Jesús María', count: 3 },
    { slug: 'miraflores', label: 'Miraflores', count: 2 },
  ],
} satisfies Pick<ContentSchema<'PagedInPersonClasses'>, 'disciplines' | 'districts'>;

export const PRICE_PLANS: ContentSchema<'PricePlan'>[] = [
  { plan: 'Clase suelta', price: 35, currency: 'PEN', sessions: 1, igv_included: true },
  { plan: 'Paquete de 8 clases', price: 240, currency: 'PEN', sessions: 8, igv_included: true },
];
