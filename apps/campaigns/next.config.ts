import { deploymentOf, securityHeaders } from '@vivasalud/config/security';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources; Next compiles them.
  transpilePackages: ['@vivasalud/api-client', '@vivasalud/auth', '@vivasalud/ui'],
  // Spec §7 writes some same-site routes with a trailing slash (`/api/polices/additional_clauses/`):
  // answer them where they are instead of redirecting a POST.
  skipTrailingSlashRedirect: true,
  // Types are checked by the `typecheck` task (tsc) in parallel; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Security headers on every response, pages, route handlers, assets and 404s alike (issue #6);
  // HSTS only when VIVASALUD_SITE_URL is an https site that is not localhost. `next build` writes
  // these into its routes manifest, so VIVASALUD_SITE_URL must be set when building. The
  // Content-Security-Policy carries a per-request nonce: proxy.ts sets it on page responses.
  // Until the campaign pages land (issue #17), the portal's campaign strip links
  // (`/campaign/<slug>/signup/`, `…/participate/`, spec §2) lead to the campaigns home instead of
  // a 404. Temporary (307): the addresses stay the spec's, and #17 removes this.
  async redirects() {
    return [
      {
        source: '/campaign/:slug/:step(signup|participate)',
        destination: '/',
        permanent: false,
      },
      {
        source: '/campaign/:slug/:step(signup|participate)/',
        destination: '/',
        permanent: false,
      },
    ];
  },
  // Sign-in tickets (issue #17): `next dev` logs each request's URL, query included — never the
  // redeem route's, whose query is a one-time ticket (`next start` logs no requests).
  logging: { incomingRequests: { ignore: [/\/api\/auth\/ticket\/redeem/] } },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(deploymentOf(process.env)) },
      // The redeem route's 303 carries no Referer onward (its URL holds the ticket); the last
      // matching rule wins over the site-wide policy above.
      {
        source: '/api/auth/ticket/redeem',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
    ];
  },
};

export default nextConfig;
