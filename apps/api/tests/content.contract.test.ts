import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator, loadContract } from '../src/contract';
import { CASES } from './content-cases';
import { multipartBody, STRONG_AS_IRON_FIELDS } from './multipart';
import { signIn, startService } from './support';

describe('content.yaml contract: every operation answers what the contract says', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const { answer } = contractValidator('content');
  const tokens: Record<string, string> = {};
  const placeholders: Record<string, string> = {};
  beforeAll(async () => {
    service = await startService();
    tokens.standard = await signIn(service.app, '70000001');
    tokens.pro = await signIn(service.app, '70000003');
    const first = async (url: string, pick: (body: never) => string) =>
      pick(
        (
          await service.app.inject({
            url: `/content${url}`,
            headers: { authorization: `Bearer ${tokens.pro}` },
          })
        ).json(),
      );
    placeholders.__FIRST_SESSION__ = await first(
      '/backoffice/session-experts/sessions/?specialty=1',
      (b: { slug: string }[]) => b[0]!.slug,
    );
    placeholders.__FIRST_SPECIALTY__ = await first(
      '/telemedicine/content/',
      (b: { specialties: { id: string }[] }) => b.specialties[0]!.id,
    );
    const reserved = await service.app.inject({
      method: 'POST',
      url: '/content/wellness/resources/reservations/',
      headers: {
        authorization: `Bearer ${tokens.standard}`,
        'idempotency-key': '0b7e4a0e-8f7d-4c1e-9d3a-5c2b1a0f9e88',
      },
      payload: { slug: 'yoga-prenatal' },
    });
    placeholders.__MY_RESERVATION__ = (reserved.json() as { id: string }).id;
    placeholders.__LAST_OCCURRENCE__ = await first(
      '/wellness/inperson-classes/hatha-yoga-para-principiantes/occurrences/',
      (b: { slug: string }[]) => b.at(-1)!.slug,
    );
    placeholders.__FIRST_RECORDED__ = await first(
      '/wellness/recorded-classes/catalog/',
      (b: { results: { slug: string }[] }) => b.results[0]!.slug,
    );
  });
  afterAll(() => service.stop());

  it('has a case for every operation of the document', () => {
    const doc = loadContract('content');
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => (op as { operationId: string }).operationId),
    );
    expect(Object.keys(CASES).sort()).toEqual(ids.sort());
  });

  it.each(Object.entries(CASES))('%s', async (_operationId, c) => {
    const fill = (text: string) =>
      text.replace(/__[A-Z_]+__/g, (name) => placeholders[name] ?? name);
    const request = c.multipart
      ? multipartBody(STRONG_AS_IRON_FIELDS)
      : c.body === undefined
        ? {}
        : { payload: JSON.parse(fill(JSON.stringify(c.body))) as object };
    const bearer = c.as ? { authorization: `Bearer ${tokens[c.as]}` } : {};
    const response = await service.app.inject({
      method: c.method,
      url: `/content${fill(c.url)}`,
      ...request,
      headers: { ...('headers' in request ? request.headers : {}), ...c.headers, ...bearer },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(c.status);
    const validate = answer(c.path, c.method.toLowerCase(), c.status);
    if (validate) {
      const body = response.json();
      expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    } else {
      expect(response.headers['content-type']).toMatch(/^image\//);
      expect(response.rawPayload.length).toBeGreaterThan(100);
    }
  });
});
