import type { ContentClient } from '../content';
import { guardSlug } from '../guards';
import type { SiteClient } from '../site';
import { retryUpToTwiceExceptNotFound } from './policies';
import { queryOptionsFor } from './options';

/** Sessions with experts: specialties (content API), sessions (same-site routes). */
export function expertsQueries(content: ContentClient, site: SiteClient) {
  const $content = { queryOptions: queryOptionsFor(content) };
  const $site = { queryOptions: queryOptionsFor(site) };
  return {
    specialties: () => $content.queryOptions('get', '/backoffice/session-experts/specialties/'),
    /** The single session: retries up to 2 times except on 404 (spec §7). */
    session: (slug: string) =>
      $site.queryOptions(
        'post',
        '/api/sessions-with-experts/get-a-session',
        { body: { slug: guardSlug(slug) } },
        { retry: retryUpToTwiceExceptNotFound },
      ),
    /**
     * Sessions of one specialty. Spec §8 lets the list fail silently: the caller chooses (an
     * optional read, or the client part's empty state on `isError`).
     */
    sessions: (specialtyId: number) =>
      $site.queryOptions('post', '/api/sessions-with-experts/catalog-class', {
        body: { id: specialtyId },
      }),
  };
}
