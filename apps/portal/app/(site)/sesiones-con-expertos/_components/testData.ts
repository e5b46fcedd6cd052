import type { ExpertSession, ExpertSpecialty } from '../_lib/specialty';

/** Fixtures of the area's component tests. */
export const SPECIALTIES: ExpertSpecialty[] = [
  { id: 1, slug: 'nutricion', name: 'Nutrición' },
  { id: 2, slug: 'psicologia', name: 'Psicología' },
];

export function expertSession(overrides: Partial<ExpertSession> = {}): ExpertSession {
  return {
    slug: 'come-rico-en-las-fiestas',
    title: 'Fiestas de fin de año: come rico y con equilibrio',
    specialty_id: 1,
    expert: {
      name: 'Rosa Ccori Valdivia',
      specialty: 'Nutrición',
      photo: '/media/mentor-3.webp',
      registration: { body: 'CNP', number: '04521' },
    },
    description: 'Aprende a armar un plato navideño balanceado.',
    // Martes 15 de diciembre de 2026, 7:00 p. m. en Lima.
    starts_at: '2026-12-16T00:00:00Z',
    duration_minutes: 60,
    mode: 'online',
    price: 35,
    actions: [
      {
        title: 'Reservar sesión',
        link: '/sesiones-con-expertos/come-rico-en-las-fiestas',
        is_external: false,
        is_new: false,
        is_pro: false,
      },
    ],
    ...overrides,
  };
}
