import type { ContentResource } from './ResourceCard';

/** A local image for stories and tests, so they need no network. */
export const sampleImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="390" height="390" viewBox="0 0 390 390"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/><stop offset="1" stop-color="#1d4e89"/></linearGradient></defs><rect width="390" height="390" fill="url(#g)"/><circle cx="270" cy="120" r="60" fill="#e3f2ec" opacity=".6"/></svg>',
)}`;

/** Related resources as the content API gives them (spec §3), for stories and tests. */
export const sampleResources: ContentResource[] = [
  {
    slug: 'experiencias-presenciales',
    title: 'Experiencias presenciales',
    file: sampleImage,
    copy: 'Participa en talleres, caminatas y actividades al aire libre cerca de ti.',
    actions: [{ title: 'Conoce las experiencias', link: '/experiencias-presenciales' }],
  },
  {
    slug: 'sesiones-con-expertos',
    title: 'Sesiones con expertos',
    file: sampleImage,
    copy: 'Conversa con especialistas en nutrición, salud mental y actividad física.',
    actions: [{ title: 'Reserva tu sesión', link: '/sesiones-con-expertos' }],
  },
  {
    slug: 'guias-y-consejos',
    title: 'Guías y consejos',
    file: null,
    copy: 'Lecturas breves para cuidar tu salud y la de tu familia.',
    actions: [],
  },
];
