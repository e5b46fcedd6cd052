import { permanentRedirect } from 'next/navigation';
import { PERMANENT_REDIRECTS, withSearchParams, type SearchParams } from '@/lib/pages/routes';

/**
 * The page of a path that names the same screen as a canonical one (spec §2's two tables):
 * it answers 308 to the canonical path (`PERMANENT_REDIRECTS`), keeping the query.
 */
export function permanentRedirectPage(from: string) {
  const to = PERMANENT_REDIRECTS[from];
  if (!to) throw new Error(`No permanent redirect for ${from}`);
  return async function PermanentRedirectPage({
    searchParams,
  }: {
    searchParams: Promise<SearchParams>;
  }): Promise<never> {
    permanentRedirect(withSearchParams(to, await searchParams));
  };
}
