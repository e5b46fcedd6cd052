import type { Campaign } from '@/app/(site)/campaign/[slug]/_lib/campaign';

/** The seeded giveaway, as `GET /campaigns/sorteo-audifonos/` answers it (shortened copy). */
export const GIVEAWAY: Campaign = {
  slug: 'sorteo-audifonos',
  kind: 'giveaway',
  title: 'Sorteo de audífonos inalámbricos',
  summary: 'Inscríbete gratis y participa en el sorteo de diez audífonos inalámbricos.',
  available_from: '2026-11-01T00:00:00-05:00',
  available_until: '2027-01-31T23:59:59-05:00',
  image: { url: 'http://localhost:4000/media/campania-audifonos.webp', alt: 'Audífonos blancos' },
  body: ['Cuidarte también es darte un respiro.', 'Participar es gratuito.'],
  prize: 'Diez (10) audífonos inalámbricos con estuche de carga.',
  terms: {
    organizer: 'VivaSalud S.A.C.',
    duration: 'Del 1 de noviembre de 2026 al 31 de enero de 2027.',
    requirements: ['Ser mayor de 18 años.', 'Residir en el Perú.'],
    draw_date: '2027-02-05T11:00:00-05:00',
    winner_selection: 'Al azar, ante notario público.',
    winner_announcement: 'En el portal y en redes sociales el 8 de febrero de 2027.',
    prize_delivery: 'Sin costo dentro del Perú.',
    data_use: 'Solo para gestionar tu participación (Ley N.° 29733).',
  },
  result: null,
};

/** The race: an event, with an information page, no prize nor terms. */
export const RACE: Campaign = {
  ...GIVEAWAY,
  slug: 'corre-por-la-p',
  kind: 'event',
  title: 'Corre por la P',
  available_from: '2026-10-01T00:00:00-05:00',
  available_until: '2027-06-13T23:59:59-05:00',
  prize: null,
  terms: null,
};

/** The ended giveaway, with its published result (as the seed's `sorteo-kit-bienestar`). */
export const ENDED: Campaign = {
  ...GIVEAWAY,
  slug: 'sorteo-kit-bienestar',
  title: 'Sorteo de kits de bienestar',
  available_from: '2026-08-01T00:00:00-05:00',
  available_until: '2026-09-30T23:59:59-05:00',
  terms: { ...GIVEAWAY.terms!, draw_date: '2026-10-05T11:00:00-05:00' },
  result: {
    published_at: '2026-10-07T09:00:00-05:00',
    winners: [
      { name: 'Rosa Q.', region: 'Cusco' },
      { name: 'Jorge M.', region: 'Lima' },
    ],
    note: 'Contactamos a cada ganador por correo electrónico y por teléfono.',
  },
};
