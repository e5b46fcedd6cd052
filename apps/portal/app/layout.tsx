import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FIRST_PAINT_SCRIPT } from '@/lib/shell/firstPaint';
import { thirdPartyIds } from '@/lib/shell/thirdParties';
import { inter } from '@/components/shell/fonts';
import { Providers } from '@/components/shell/Providers';
import { AppShell } from '@/components/shell/AppShell';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'VivaSalud', template: '%s | VivaSalud' },
  description:
    'Clases, guías, herramientas y programas de salud y bienestar para cuidarte a ti y a tu familia.',
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

/**
 * The document, the client providers and the app shell (progress bar, toasts, consented
 * scripts). The common layout (header + footer) is the `(site)` route group's; `(bare)` pages
 * (service unavailable) go without it. The shell's script ids come from the server's environment
 * (`VIVASALUD_GTM_ID`, `VIVASALUD_AB_ACCOUNT_ID`): read when the page renders, so a cached page
 * keeps the ones of its build or revalidation.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const { gtmId, abAccountId } = thirdPartyIds(process.env);
  return (
    // The first-paint check marks <html> before hydration (lib/shell/firstPaint.ts: the cookie
    // flag, `data-session`): attributes React did not render, hence suppressHydrationWarning
    // (this element only).
    <html lang="es-PE" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
        {/*
         * No paint before the page's main content has begun (issue #33): what comes before it in
         * the HTML (the skip link, the campaign strip, the header, the cookie notice fixed to the
         * bottom) is then whole in the first paint. A busy phone painted the cookie notice while
         * its HTML was half parsed (its padding alone, 33 px tall), then grew it: a layout shift
         * nothing but the parser's timing caused. Browsers without `rel=expect` ignore it; a page
         * without `#contenido` paints when its HTML is parsed.
         */}
        <link rel="expect" href="#contenido" {...{ blocking: 'render' }} />
      </head>
      <body>
        <Providers>{children}</Providers>
        <AppShell gtmId={gtmId} abAccountId={abAccountId} />
      </body>
    </html>
  );
}
