import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API_URL } from './identity';

/**
 * «Mi espacio» (issue #28) set-up: what a member did before the page is looked at, made straight
 * on the services with the member's own session (the flows under test are the page's, not these).
 */

export const MY_SPACE = '/mi-espacio';
const PORTAL = 'http://localhost:3000';
const CONTENT = `${API_URL}/content`;

/** The member's session token, read from their browser's httpOnly cookie (test set-up only). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(PORTAL)).find((entry) => entry.name === 'vs_session');
  if (!cookie) throw new Error('The context holds no portal session');
  return cookie.value;
}

interface RecordedClassDetail {
  slug: string;
  title: string;
  is_pro: boolean;
  media: { duration_seconds: number } | null;
}

/** The first `count` recorded classes with media (free ones: every member can watch them). */
export async function playableClasses(
  request: APIRequestContext,
  count: number,
): Promise<RecordedClassDetail[]> {
  const catalog = `${CONTENT}/wellness/recorded-classes/catalog/`;
  const { results } = (await (await request.get(`${catalog}?page=1`)).json()) as {
    results: { slug: string; is_pro: boolean }[];
  };
  const found: RecordedClassDetail[] = [];
  for (const item of results.filter((entry) => !entry.is_pro)) {
    const detail = (await (
      await request.get(`${catalog}${item.slug}/`)
    ).json()) as RecordedClassDetail;
    if (detail.media) found.push(detail);
    if (found.length === count) return found;
  }
  throw new Error(`The seed has fewer than ${count} free recorded classes with media on page 1`);
}

/**
 * Saves how far the member watched a recorded class through the portal's own route
 * (`POST /api/recorded-classes/progress-class`), with their session, as the player does.
 */
export async function saveProgress(
  page: Page,
  recorded: RecordedClassDetail,
  percent: number,
): Promise<void> {
  const duration = recorded.media!.duration_seconds;
  const response = await page.request.post('/api/recorded-classes/progress-class', {
    headers: { origin: PORTAL },
    data: {
      slug: recorded.slug,
      progress: percent,
      position_seconds: Math.round((duration * percent) / 100),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface LiveClassCard {
  slug: string;
  title: string;
  is_pro: boolean;
  seats_left: number;
  reservation_closes_at: string;
}

/** Upcoming free live classes that can still be reserved (open, with seats). */
export async function reservableClasses(
  request: APIRequestContext,
  count: number,
): Promise<LiveClassCard[]> {
  const found: LiveClassCard[] = [];
  for (let page = 1; page <= 5 && found.length < count; page += 1) {
    const response = await request.get(`${CONTENT}/wellness/resources/catalog/?page=${page}`);
    if (!response.ok()) break;
    const { results } = (await response.json()) as { results: LiveClassCard[] };
    found.push(
      ...results.filter(
        (card) =>
          !card.is_pro &&
          card.seats_left > 1 &&
          new Date(card.reservation_closes_at).getTime() > Date.now() + 60 * 60_000,
      ),
    );
  }
  if (found.length < count) throw new Error(`Fewer than ${count} reservable live classes`);
  return found.slice(0, count);
}

/** Reserves `slug` for the member on the content service (`reserveLiveClass`), with their session. */
export async function reserve(
  request: APIRequestContext,
  token: string,
  slug: string,
): Promise<{ id: string }> {
  const response = await request.post(`${CONTENT}/wellness/resources/reservations/`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { slug },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  return (await response.json()) as { id: string };
}
