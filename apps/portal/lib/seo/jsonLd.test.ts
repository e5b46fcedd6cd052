import { describe, expect, it } from 'vitest';
import { breadcrumbItems, CONTENT_ROUTES } from '@/lib/routes';
import {
  onlineEvent,
  breadcrumbList,
  internationalPhone,
  medicalWebPage,
  organization,
  pageJsonLd,
  pageTypeOf,
  serializeJsonLd,
  webPage,
  webSite,
} from './jsonLd';

const SITE = 'https://www.vivasalud.pe';

describe('organization', () => {
  it('names VivaSalud with its site, logo and the footer’s enquiries phone', () => {
    expect(
      organization({ url: SITE, logo: '/logo-vivasalud.png', phone: '(01) 615-7300' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.vivasalud.pe/#organization',
      name: 'VivaSalud',
      url: 'https://www.vivasalud.pe/',
      logo: 'https://www.vivasalud.pe/logo-vivasalud.png',
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+51 1 6157300',
        contactType: 'customer service',
        areaServed: 'PE',
        availableLanguage: 'es',
      },
    });
  });

  it.each([
    [{ url: SITE }],
    [{ url: SITE, logo: null, phone: null }],
    [{ url: SITE, logo: '  ', phone: ' ' }],
  ])('without a logo or phone (%j) writes neither', (input) => {
    const node = organization(input);
    expect(node).not.toHaveProperty('logo');
    expect(node).not.toHaveProperty('contactPoint');
    expect(node.name).toBe('VivaSalud');
  });
});

describe('internationalPhone', () => {
  it.each([
    ['(01) 615-7300', '+51 1 6157300'], // the seeded footer/contact phone (Lima landline)
    ['987 654 321', '+51 987 654 321'], // a Peruvian mobile
    ['+51 1 411 1111', '+51 1 4111111'],
    ['Central 0800', 'Central 0800'], // not a number: kept as given
  ])('%s → %s', (phone, expected) => {
    expect(internationalPhone(phone)).toBe(expected);
  });
});

describe('medicalWebPage / webPage', () => {
  const input = {
    url: `${SITE}/guias-y-consejos`,
    name: ' Guías y consejos ',
    description: 'Guías prácticas de salud.',
  };

  it('describes a health content page in Spanish (Peru), part of the site', () => {
    expect(
      medicalWebPage({ ...input, lastReviewed: '2025-03-14T10:00:00Z', audience: 'Patient' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      url: 'https://www.vivasalud.pe/guias-y-consejos',
      name: 'Guías y consejos',
      description: 'Guías prácticas de salud.',
      inLanguage: 'es-PE',
      isPartOf: { '@type': 'WebSite', name: 'VivaSalud', url: 'https://www.vivasalud.pe/' },
      lastReviewed: '2025-03-14',
      audience: 'https://schema.org/Patient',
    });
  });

  it.each([
    [{ lastReviewed: undefined }],
    [{ lastReviewed: null }],
    [{ lastReviewed: 'no es una fecha' }],
  ])('leaves out a missing or invalid review date (%j)', (extra) => {
    const node = medicalWebPage({ ...input, ...extra, description: '  ' });
    expect(node).not.toHaveProperty('lastReviewed');
    expect(node).not.toHaveProperty('audience');
    expect(node).not.toHaveProperty('description');
  });

  it('takes a Date as review date', () => {
    expect(
      medicalWebPage({ ...input, lastReviewed: new Date(Date.UTC(2025, 0, 2)) }),
    ).toMatchObject({ lastReviewed: '2025-01-02' });
  });

  it('writes other pages as WebPage', () => {
    expect(webPage({ url: `${SITE}/pilares`, name: 'Pilares del bienestar' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: 'https://www.vivasalud.pe/pilares',
      name: 'Pilares del bienestar',
      inLanguage: 'es-PE',
      isPartOf: { '@type': 'WebSite', name: 'VivaSalud', url: 'https://www.vivasalud.pe/' },
    });
  });
});

describe('pageTypeOf', () => {
  /** Every content route's decision: a new route fails here until it is given one. */
  const EXPECTED: Record<string, 'MedicalWebPage' | 'WebPage'> = {
    '/': 'WebPage',
    '/pilares': 'WebPage',
    '/herramientas-para-tu-salud': 'MedicalWebPage',
    '/herramientas-para-tu-salud/calculadora-de-dias-fertiles': 'MedicalWebPage',
    '/herramientas-para-tu-salud/calculadora-de-estatura': 'MedicalWebPage',
    '/herramientas-para-tu-salud/calculadora-de-calorias': 'MedicalWebPage',
    '/herramientas-para-tu-salud/calculadora-IMC': 'MedicalWebPage',
    '/comentarios': 'WebPage',
    '/vive-sanamente': 'MedicalWebPage',
    '/vive-sanamente/lecturas': 'MedicalWebPage',
    '/vive-sanamente/videos': 'MedicalWebPage',
    '/vive-sanamente/podcasts': 'MedicalWebPage',
    '/vive-sanamente/infografias': 'MedicalWebPage',
    '/programas-de-salud': 'MedicalWebPage',
    '/programas-bienestar': 'MedicalWebPage',
    '/programas-bienestar/citas': 'WebPage',
    '/programas-bienestar/solicita-cita': 'WebPage',
    '/sintomas-y-enfermedades': 'MedicalWebPage',
    '/clases-en-vivo': 'WebPage',
    '/clases-grabadas': 'WebPage',
    '/guias-y-consejos': 'MedicalWebPage',
    '/telemedicina': 'WebPage',
    '/experiencias-presenciales': 'WebPage',
    '/sesiones-con-expertos': 'WebPage',
    '/contenidos': 'WebPage',
    '/politicas-de-cookies': 'WebPage',
    '/transparencia': 'WebPage',
    '/politica-de-privacidad': 'WebPage',
    '/terminos-condiciones': 'WebPage',
    '/usos-adicionales': 'WebPage',
  };

  it.each(CONTENT_ROUTES.map((route) => [route.path, EXPECTED[route.path]]))(
    '%s is a %s',
    (path, expected) => {
      expect(expected).toBeDefined();
      expect(pageTypeOf(path)).toBe(expected);
    },
  );

  it.each([
    ['/programas-bienestar/detail?id=3', 'MedicalWebPage'],
    ['/programas-bienestar/maternidad', 'MedicalWebPage'],
    ['/programas-bienestar/detail/citas?id=3', 'WebPage'],
    ['/vive-sanamente/lecturas/', 'MedicalWebPage'],
    ['/guias-y-consejos#alimentacion', 'MedicalWebPage'],
    ['/guias-y-consejos-extra', 'WebPage'], // a look-alike is not inside the area
  ])('a view under a route: %s is a %s', (path, expected) => {
    expect(pageTypeOf(path)).toBe(expected);
  });

  it('builds the node of that type', () => {
    const input = { url: `${SITE}/pilares`, name: 'Pilares', audience: 'Patient' as const };
    expect(pageJsonLd('/pilares', input)['@type']).toBe('WebPage');
    expect(pageJsonLd('/pilares', input)).not.toHaveProperty('audience');
    expect(
      pageJsonLd('/vive-sanamente', { ...input, url: `${SITE}/vive-sanamente` }),
    ).toMatchObject({ '@type': 'MedicalWebPage', audience: 'https://schema.org/Patient' });
  });
});

describe('breadcrumbList', () => {
  it('follows the visible breadcrumb, home first, with absolute addresses', () => {
    const items = breadcrumbItems('/vive-sanamente/lecturas', 'Lecturas para tu bienestar');
    expect(breadcrumbList(items, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://www.vivasalud.pe/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Vive sanamente',
          item: 'https://www.vivasalud.pe/vive-sanamente',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Lecturas para tu bienestar',
          item: 'https://www.vivasalud.pe/vive-sanamente/lecturas',
        },
      ],
    });
  });

  it('keeps the query of a view (a program detail)', () => {
    const list = breadcrumbList(
      [
        { label: 'Programas de bienestar', href: '/programas-bienestar' },
        { label: 'Nutrición', href: '/programas-bienestar/detail?id=3' },
      ],
      'http://localhost:3000',
    );
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost:3000/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Programas de bienestar',
        item: 'http://localhost:3000/programas-bienestar',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Nutrición',
        item: 'http://localhost:3000/programas-bienestar/detail?id=3',
      },
    ]);
  });

  it('gives none for home, which shows no breadcrumb', () => {
    expect(breadcrumbList(breadcrumbItems('/', 'Inicio'), SITE)).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>', '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)'],
    ['<!-- comentario', '\\u003c!-- comentario'],
    ['Salud & bienestar', 'Salud \\u0026 bienestar'],
    ['línea\u2028nueva', 'línea\\u2028nueva'],
  ])('escapes %j', (name, expected) => {
    const node = { '@type': 'WebPage', name };
    const json = serializeJsonLd(node);
    expect(json).toContain(expected);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(node);
  });
});

describe('onlineEvent (schema.org Event, a live class)', () => {
  const base = {
    name: 'Yoga prenatal',
    url: 'https://www.vivasalud.pe/clases-en-vivo/yoga-prenatal',
    startDate: '2026-12-17T18:00:00-05:00',
    endDate: '2026-12-17T18:45:00-05:00',
    free: true,
  };

  it('is an online event at its page, organized by VivaSalud', () => {
    expect(
      onlineEvent(
        { ...base, performer: 'Rosa Huamán', description: ' Para gestantes. ' },
        'https://www.vivasalud.pe',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Yoga prenatal',
      url: base.url,
      startDate: base.startDate,
      endDate: base.endDate,
      description: 'Para gestantes.',
      inLanguage: 'es-PE',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      isAccessibleForFree: true,
      location: { '@type': 'VirtualLocation', url: base.url },
      organizer: { '@type': 'Organization', name: 'VivaSalud', url: 'https://www.vivasalud.pe/' },
      performer: { '@type': 'Person', name: 'Rosa Huamán' },
    });
  });

  it('leaves out what the class does not have', () => {
    const event = onlineEvent(
      { ...base, free: false, performer: null, image: null },
      'https://www.vivasalud.pe',
    );
    expect(event).not.toHaveProperty('performer');
    expect(event).not.toHaveProperty('image');
    expect(event.isAccessibleForFree).toBe(false);
  });
});

describe('webSite', () => {
  it('names the site and links the publisher to the footer’s Organization by its @id', () => {
    const site = webSite({ url: 'https://www.vivasalud.pe' });
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.vivasalud.pe/#website',
      name: 'VivaSalud',
      url: 'https://www.vivasalud.pe/',
      inLanguage: 'es-PE',
      publisher: { '@id': 'https://www.vivasalud.pe/#organization' },
    });
    expect(site.publisher).toEqual({
      '@id': organization({ url: 'https://www.vivasalud.pe' })['@id'],
    });
  });
});
