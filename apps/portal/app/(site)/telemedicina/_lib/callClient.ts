/**
 * The browser's side of a call request (issue #29): the same-site route (the session cookie stays
 * on the server, which adds the bearer), with the attempt's `Idempotency-Key` — the same one on a
 * retry or a second press. Never throws: it answers what happened.
 */
import type { SiteSchema } from '@vivasalud/api-client/site';
import type { CallField, CallRequestBody } from './callFields';
import { CALL_FIELDS } from './callFields';

export type Call = SiteSchema<'TelemedicineCall'>;

export const POST_CALL_ROUTE = '/api/telemedicine/post-call';

export type CallOutcome =
  | { ok: true; call: Call }
  | { ok: false; status: number; code: string; fields: Partial<Record<CallField, string>> };

export async function postCall(body: CallRequestBody, key: string): Promise<CallOutcome> {
  let response: Response;
  try {
    response = await fetch(POST_CALL_ROUTE, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: 'UPSTREAM_ERROR', fields: {} };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  if (response.ok && answer && typeof answer === 'object')
    return { ok: true, call: answer as Call };
  const error = (answer ?? {}) as { code?: unknown; errors?: unknown };
  const listed = Array.isArray(error.errors)
    ? (error.errors as { field?: unknown; message?: unknown }[])
    : [];
  const fields: Partial<Record<CallField, string>> = {};
  for (const field of CALL_FIELDS) {
    const named = listed.find((item) => item.field === field);
    if (named && typeof named.message === 'string') fields[field] = named.message;
  }
  return {
    ok: false,
    status: response.status,
    code: typeof error.code === 'string' ? error.code : 'UPSTREAM_ERROR',
    fields,
  };
}
