import { fileURLToPath } from 'node:url';
import { pageHeaderRules } from '@vivasalud/config/page-headers';
import type { NextConfig } from 'next';
import { cachedSource } from './lib/routes';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The answers are compressed by `vivasalud-next-start` (Next's own middleware), which writes
  // a page with no good copy as a 503 with the service-unavailable screen (issue #34).
  compress: false,
  // No ETag, as in the portal (issue #15): Next hashes every HTML response in JavaScript to make
  // one; cached pages are revalidated by the CDN in front and by Next's own cache.
  generateEtags: false,
  reactStrictMode: true,
  // Issue #34: the page and data cache, shared by every instance through Redis when REDIS_URL
  // is set (Next's own cache otherwise): cache-handler.mjs. Next keeps its memory tier in it.
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  // Workspace packages ship TypeScript sources; Next compiles them.
  transpilePackages: [
    '@vivasalud/api-client',
    '@vivasalud/auth',
    '@vivasalud/auth-forms',
    '@vivasalud/config',
    '@vivasalud/ui',
  ],
  // Spec §7 writes some same-site routes with a trailing slash (`/api/auth/campaigns/…`): answer
  // them where they are instead of redirecting a POST. Pages answer with and without it.
  skipTrailingSlashRedirect: true,
  // Types are checked by the `typecheck` task (tsc) in parallel; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Sign-in tickets (issue #17): `next dev` logs each request's URL, query included — never the
  // redeem route's, whose query is a one-time ticket (`next start` logs no requests).
  logging: { incomingRequests: { ignore: [/\/api\/auth\/ticket\/redeem/] } },
  // Security headers on every response (HSTS only on an https site that is not localhost); the
  // cached pages' Content-Security-Policy and the NEXT_LOCALE cookie, shared with the portal
  // (`@vivasalud/config/page-headers`). The per-request pages' nonce policy comes from proxy.ts.
  // `next build` writes these into its routes manifest, so VIVASALUD_SITE_URL must be set when
  // building.
  async headers() {
    return pageHeaderRules(process.env, {
      cachedSource: cachedSource(),
      // The redeem route's 303 carries no Referer onward (its URL holds the ticket).
      noReferrer: ['/api/auth/ticket/redeem'],
    });
  },
};

export default nextConfig;
