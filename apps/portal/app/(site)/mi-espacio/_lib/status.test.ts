import { describe, expect, it } from 'vitest';
import { statusMessage, statusRequest, type StatusRequest } from './status';

describe('statusRequest: what the address asks «Mi espacio» to say', () => {
  it.each([
    [{}, null],
    [
      { resultado: 'reservada', reserva: 'yoga-al-amanecer' },
      { result: 'reservada', slug: 'yoga-al-amanecer', kind: 'live-class' },
    ],
    [{ resultado: 'cancelada' }, { result: 'cancelada', slug: null, kind: 'live-class' }],
    [
      { resultado: 'CLASS_FULL', reserva: 'pilates-clase-llena' },
      { result: 'CLASS_FULL', slug: 'pilates-clase-llena', kind: 'live-class' },
    ],
    [
      { resultado: 'RESERVATION_CLOSED', reserva: 'x' },
      { result: 'RESERVATION_CLOSED', slug: 'x', kind: 'live-class' },
    ],
    [
      { resultado: 'NOT_PRO', reserva: 'yoga-pro' },
      { result: 'NOT_PRO', slug: 'yoga-pro', kind: 'live-class' },
    ],
    [
      { resultado: 'NOT_FOUND', reserva: 'no-existe' },
      { result: 'NOT_FOUND', slug: 'no-existe', kind: 'live-class' },
    ],
    [{ resultado: 'UPSTREAM_ERROR' }, { result: 'UPSTREAM_ERROR', slug: null, kind: 'live-class' }],
    // Hostile or unknown values say nothing, and a slug that is not one is dropped.
    [{ resultado: '<script>alert(1)</script>' }, null],
    [{ resultado: 'class_full' }, null],
    [{ reserva: 'yoga-al-amanecer' }, null],
    [
      { resultado: 'reservada', reserva: '../../etc' },
      { result: 'reservada', slug: null, kind: 'live-class' },
    ],
    [
      { resultado: 'reservada', reserva: '«Yoga»' },
      { result: 'reservada', slug: null, kind: 'live-class' },
    ],
    [
      { resultado: ['cancelada', 'reservada'], reserva: ['a', 'b'] },
      { result: 'cancelada', slug: 'a', kind: 'live-class' },
    ],
  ] as const)('%o → %o', (query, expected) => {
    expect(statusRequest(query as Record<string, string | string[]>)).toEqual(expected);
  });
});

describe('statusMessage: each result in Spanish, errors with what to do next', () => {
  const request = (result: StatusRequest['result'], slug: string | null = 'yoga-al-amanecer') =>
    ({ result, slug, kind: 'live-class' }) as StatusRequest;

  it.each([
    [
      'reservada',
      'Yoga al amanecer',
      'done',
      'Tienes un lugar reservado en «Yoga al amanecer».',
      null,
    ],
    ['reservada', null, 'done', 'Tienes un lugar reservado.', null],
    ['cancelada', 'Yoga al amanecer', 'done', 'Cancelaste tu reserva de «Yoga al amanecer».', null],
    ['cancelada', null, 'done', 'Cancelaste tu reserva.', null],
    [
      'CLASS_FULL',
      'Pilates',
      'error',
      'La clase «Pilates» está llena. Ya no quedan lugares.',
      '/clases-en-vivo',
    ],
    [
      'CLASS_FULL',
      null,
      'error',
      'Esta clase está llena. Ya no quedan lugares.',
      '/clases-en-vivo',
    ],
    [
      'RESERVATION_CLOSED',
      null,
      'error',
      'Las reservas de esta clase ya cerraron.',
      '/clases-en-vivo',
    ],
    [
      'NOT_PRO',
      'Yoga Pro',
      'error',
      'Este servicio es exclusivo para miembros Pro.',
      '/clases-en-vivo',
    ],
    ['NOT_FOUND', null, 'error', 'No encontramos esa clase.', '/clases-en-vivo'],
    [
      'UPSTREAM_ERROR',
      null,
      'error',
      'No pudimos conectar con el servicio de reservas.',
      '/clases-en-vivo/yoga-al-amanecer',
    ],
  ] as const)('%s (%s) → %s «%s»', (result, title, kind, text, next) => {
    const message = statusMessage(request(result), title);
    expect(message.kind).toBe(kind);
    expect(message.text).toBe(text);
    expect(message.detail.length).toBeGreaterThan(0);
    expect(message.kind === 'error' ? message.next.href : null).toBe(next);
  });

  it('explains what the pro membership is, not only that it is needed', () => {
    expect(statusMessage(request('NOT_PRO'), null).detail).toMatch(/VivaSalud Pro es la membresía/);
  });

  it('says nothing was reserved when the service was down, and leads back to the catalog without a class', () => {
    const message = statusMessage(request('UPSTREAM_ERROR', null), null);
    expect(message.detail).toMatch(/No se hizo ningún cambio/);
    expect(message.kind === 'error' && message.next.href).toBe('/clases-en-vivo');
  });
});

describe('a session with an expert (issue #29: `tipo=sesion`)', () => {
  it('reads the kind from the address', () => {
    expect(statusRequest({ resultado: 'reservada', reserva: 'hierro', tipo: 'sesion' })).toEqual({
      result: 'reservada',
      slug: 'hierro',
      kind: 'expert-session',
    });
    expect(statusRequest({ resultado: 'reservada', reserva: 'hierro', tipo: 'otra' })).toEqual({
      result: 'reservada',
      slug: 'hierro',
      kind: 'live-class',
    });
  });

  it.each([
    ['reservada', 'Tienes un lugar reservado en «Hierro en tu mesa».', null],
    [
      'CLASS_FULL',
      'La sesión «Hierro en tu mesa» está llena. Ya no quedan lugares.',
      '/sesiones-con-expertos',
    ],
    [
      'RESERVATION_CLOSED',
      'Las reservas de «Hierro en tu mesa» ya cerraron.',
      '/sesiones-con-expertos',
    ],
    [
      'UPSTREAM_ERROR',
      'No pudimos conectar con el servicio de reservas.',
      '/sesiones-con-expertos/hierro',
    ],
  ] as const)('%s names the session and leads back to the sessions', (result, text, next) => {
    const message = statusMessage(
      { result, slug: 'hierro', kind: 'expert-session' },
      'Hierro en tu mesa',
    );
    expect(message.text).toBe(text);
    expect(message.kind === 'error' ? message.next.href : null).toBe(next);
  });
});

describe('a date of an in-person class (issue #29: `tipo=presencial`)', () => {
  const SLUG = 'hatha-yoga-para-principiantes--2026-11-30-0700';

  it('reads the kind from the address', () => {
    expect(statusRequest({ resultado: 'CLASS_FULL', reserva: SLUG, tipo: 'presencial' })).toEqual({
      result: 'CLASS_FULL',
      slug: SLUG,
      kind: 'inperson-class',
    });
  });

  it.each([
    ['reservada', 'Tienes un lugar reservado en «Hatha yoga».', null],
    [
      'CLASS_FULL',
      'Esa fecha de «Hatha yoga» está completa. Ya no quedan lugares.',
      '/experiencias-presenciales/hatha-yoga-para-principiantes',
    ],
    [
      'RESERVATION_CLOSED',
      'Las reservas de esa fecha de «Hatha yoga» ya cerraron.',
      '/experiencias-presenciales/hatha-yoga-para-principiantes',
    ],
    ['cancelada', 'Cancelaste tu reserva de «Hatha yoga».', null],
  ] as const)('%s names the class and leads back to its other dates', (result, text, next) => {
    const message = statusMessage({ result, slug: SLUG, kind: 'inperson-class' }, 'Hatha yoga');
    expect(message.text).toBe(text);
    expect(message.kind === 'error' ? message.next.href : null).toBe(next);
  });
});
