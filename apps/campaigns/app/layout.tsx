import { SkipLink } from '@vivasalud/ui/skip-link';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CookieNotice } from '@/components/shell/CookieNotice';
import { COOKIE_POLICY_PATH, portalUrl } from '@/lib/site';
import { inter } from './fonts';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'Campañas VivaSalud', template: '%s | Campañas VivaSalud' },
  description: 'Campañas, sorteos y eventos de VivaSalud.',
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

/**
 * The document: «Saltar al contenido» first, the page, the cookie banner (spec §4; its policy
 * link goes to the portal's page). Cached like the pages it wraps (DESIGN.md, "Rendering and
 * caching (decided)"): nothing here reads the request, so the landing and information pages are
 * rendered once and served from Next's cache during a spike; their policy comes from next.config
 * `headers()`. The header and footer are the `(site)` group's.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE" className={inter.variable}>
      <body>
        <SkipLink href="#contenido" />
        {children}
        <CookieNotice policyHref={portalUrl(COOKIE_POLICY_PATH)} />
      </body>
    </html>
  );
}
