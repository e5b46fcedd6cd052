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
};

export default nextConfig;
