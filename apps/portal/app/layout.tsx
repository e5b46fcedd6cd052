import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import { Providers } from './providers';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'VivaSalud', template: '%s | VivaSalud' },
  description:
    'Clases, guías, herramientas y programas de salud y bienestar para cuidarte a ti y a tu familia.',
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

/**
 * The document and the client providers. The common layout (header + footer) is the `(site)`
 * route group's; `(bare)` pages (service unavailable) go without it.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE" className={inter.variable}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
