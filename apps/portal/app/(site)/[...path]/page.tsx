import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { findContentRoute } from '@/lib/routes';

/**
 * Every content route of spec §2 (`CONTENT_ROUTES`) that has no folder of its own: its CMS page
 * (`GET /pages/{slug}/`). A route with a folder of its own (home, auth, programs, later areas)
 * takes precedence over this one; `/` is home's (`(home)/page.tsx`), so this catch-all is not
 * optional.
 *
 * Cached pages (Incremental Static Regeneration): none is built ahead (the static routes with a
 * folder of their own are, since builds run with the service answering); each is rendered on its
 * first request, then served from the cache and rendered again in
 * the background at most every 300 s (`CONTENT_REVALIDATE_SECONDS`). A render that fails keeps
 * the last good copy; a page never rendered successfully shows the error boundary
 * (`(site)/error.tsx`, the service-unavailable screen).
 */
export const revalidate = 300;

export function generateStaticParams(): { path: string[] }[] {
  return [];
}

type Props = PageProps<'/[...path]'>;

async function routeOf(params: Props['params']) {
  const { path } = await params;
  return findContentRoute(`/${path.join('/')}`);
}

export async function generateMetadata({ params }: Props) {
  const route = await routeOf(params);
  if (!route) return {};
  return contentPageMetadata(route.path, route.slug);
}

export default async function Page({ params }: Props) {
  const route = await routeOf(params);
  if (!route) notFound();
  // The route found here goes down whole: nothing below looks the path up again.
  return <ContentPage path={route.path} slug={route.slug} />;
}
