import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { contractValidator } from '../src/contract';
import { startService } from './support';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

type ExpertSession = ContentSchema<'ExpertSession'>;
type ExpertSpecialty = ContentSchema<'ExpertSpecialty'>;

const get = (url: string) => service.app.inject({ url: `/content${url}` });

describe('sessions with experts (/sesiones-con-expertos)', () => {
  const validateList = contractValidator('content').answer(
    '/backoffice/session-experts/sessions/',
    'get',
    200,
  )!;
  const validateOne = contractValidator('content').answer(
    '/backoffice/session-experts/sessions/{slug}/',
    'get',
    200,
  )!;
  let specialties: ExpertSpecialty[];
  let sessions: ExpertSession[];
  beforeAll(async () => {
    specialties = (await get('/backoffice/session-experts/specialties/')).json();
    const lists = await Promise.all(
      specialties.map(async (specialty) => {
        const response = await get(
          `/backoffice/session-experts/sessions/?specialty=${specialty.id}`,
        );
        expect(response.statusCode, specialty.slug).toBe(200);
        const body = response.json();
        expect(validateList(body), specialty.slug).toBe(true);
        return body as ExpertSession[];
      }),
    );
    sessions = lists.flat();
  });

  it('lists each session under its own specialty only', () => {
    expect(sessions.length).toBeGreaterThan(0);
    for (const specialty of specialties) {
      const mine = sessions.filter((session) => session.specialty_id === specialty.id);
      for (const session of mine) expect(session.expert.specialty).toBe(specialty.name);
    }
  });

  it('gives the professional registration of some experts, not all, in the contract shape', async () => {
    const registered = sessions.filter((session) => session.expert.registration);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.length).toBeLessThan(sessions.length);
    for (const session of registered) {
      const response = await get(`/backoffice/session-experts/sessions/${session.slug}/`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ExpertSession;
      expect(validateOne(body), session.slug).toBe(true);
      expect(body.expert.registration).toEqual(session.expert.registration);
      expect(body.expert.registration?.number).toMatch(/^[0-9]{1,8}$/);
    }
  });

  it('answers an unknown slug 404 and a malformed one 400 "Invalid slug format", never 500', async () => {
    const unknown = await get('/backoffice/session-experts/sessions/no-existe-esta-sesion/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    const malformed = await get('/backoffice/session-experts/sessions/hola%20mundo/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid slug format');
  });

  it('refuses a specialty that is not a positive integer with 400, and lists none for an unknown one', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const response = await get(`/backoffice/session-experts/sessions/?specialty=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION_ERROR' });
    }
    const unknown = await get('/backoffice/session-experts/sessions/?specialty=9999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });
});
