import { fileURLToPath } from 'node:url';
import { deploymentOf } from '@vivasalud/config/security';
import type { NextConfig } from 'next';
import { ahorroHeaderRules, ahorroRewrites } from './lib/ahorro/rules';
import { imagesConfig } from './lib/images';
import { pageHeaderRules } from './lib/pageHeaders';
import {
  campaignRedirectRules,
  campaignsSiteUrl,
  permanentRedirectRules,
  unknownPathRewrite,
} from './lib/routes';

/** The campaigns site (issue #17): where `/campaign/…` and the campaign strip lead. */
const campaignsSite = campaignsSiteUrl(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The answers are compressed by `vivasalud-next-start` (Next's own middleware), which writes
  // a page with no good copy as a 503 with the service-unavailable screen (issue #34).
  compress: false,
  // No ETag: Next hashes every HTML response in JavaScript to make one (FNV-1a over the whole
  // page), 15 % of the server's CPU when serving a cached home page (`--cpu-prof` under load,
  // issue #15). Cached pages are revalidated by the CDN in front and by Next's own cache.
  generateEtags: false,
  // next/image (issue #6): spec §9's widths and quality, AVIF/WebP, and only the content service's
  // /media/** as remote images (lib/images.ts). Read when building and when starting: set
  // VIVASALUD_SITE_URL (or VIVASALUD_CONTENT_API_URL) for both.
  images: imagesConfig(process.env),
  reactStrictMode: true,
  // Issue #34: the page and data cache, shared by every instance through Redis when REDIS_URL
  // is set (Next's own cache otherwise): cache-handler.mjs. Next keeps its memory tier in it.
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  // Workspace packages ship TypeScript sources; Next compiles them.
  transpilePackages: [
    '@vivasalud/api-client',
    '@vivasalud/auth',
    '@vivasalud/auth-forms',
    '@vivasalud/ui',
  ],
  // Spec §7 writes some same-site routes with a trailing slash (`/api/polices/additional_clauses/`):
  // answer them where they are instead of redirecting a POST.
  skipTrailingSlashRedirect: true,
  // Types are checked by the `typecheck` task (tsc) in parallel; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The campaign strip's link (a client component) reads the same campaigns site as the redirects.
  env: { NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL: campaignsSite },
  // Spec §2's two tables name some screens twice: the second path answers 308 (lib/routes.ts).
  // The campaign pages live on the campaigns site: `/campaign/…` answers 308 there (issue #17).
  async redirects() {
    return [...permanentRedirectRules(), ...campaignRedirectRules(campaignsSite)];
  },
  // A page request that matches no route of the manifest (lib/routes.ts) gets the one shared
  // not-found page, status 404, address kept: no copy per address in the page cache.
  // «Ahorro de datos» (issue #33): an image request of a browser that saves data goes to its
  // lighter copy (lib/ahorro/rules.ts); the pages' HTML stays the same for everyone.
  async rewrites() {
    return {
      beforeFiles: [unknownPathRewrite(), ...ahorroRewrites()],
      afterFiles: [],
      fallback: [],
    };
  },
  // Security headers on every response (HSTS only on an https site that is not localhost); the
  // cached pages' Content-Security-Policy and the NEXT_LOCALE cookie (lib/pageHeaders.ts). The
  // per-request pages' nonce policy comes from proxy.ts. `next build` writes these into its
  // routes manifest, so VIVASALUD_SITE_URL must be set when building.
  // `Save-Data: on` mirrored into a session cookie the first-paint script reads (issue #33).
  async headers() {
    return [...pageHeaderRules(process.env), ...ahorroHeaderRules(deploymentOf(process.env).https)];
  },
  experimental: {
    // `/PILARES` is no route: without this, rewrites and redirects would match it as `/pilares`.
    caseSensitiveRoutes: true,
  },
};

export default nextConfig;
