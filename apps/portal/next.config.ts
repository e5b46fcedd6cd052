import { deploymentOf, securityHeaders } from '@vivasalud/config/security';
import type { NextConfig } from 'next';
import { imagesConfig } from './lib/images';
import { permanentRedirectRules } from './lib/pages/routes';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // next/image (issue #6): spec §9's widths and quality, AVIF/WebP, and only the content service's
  // /media/** as remote images (lib/images.ts). Read when building and when starting: set
  // VIVASALUD_SITE_URL (or VIVASALUD_CONTENT_API_URL) for both.
  images: imagesConfig(process.env),
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources; Next compiles them.
  transpilePackages: ['@vivasalud/api-client', '@vivasalud/auth', '@vivasalud/ui'],
  // Spec §7 writes some same-site routes with a trailing slash (`/api/polices/additional_clauses/`):
  // answer them where they are instead of redirecting a POST.
  skipTrailingSlashRedirect: true,
  // Types are checked by the `typecheck` task (tsc) in parallel; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Spec §2's two tables name some screens twice: the second path answers 308 (lib/pages/routes.ts).
  async redirects() {
    return permanentRedirectRules();
  },
  // Security headers on every response, pages, route handlers, assets and 404s alike (issue #6);
  // HSTS only when VIVASALUD_SITE_URL is an https site that is not localhost. `next build` writes
  // these into its routes manifest, so VIVASALUD_SITE_URL must be set when building. The
  // Content-Security-Policy carries a per-request nonce: proxy.ts sets it on page responses.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(deploymentOf(process.env)) }];
  },
};

export default nextConfig;
