import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import { Providers } from './providers';
import { SiteHeader } from './SiteHeader';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'VivaSalud', template: '%s | VivaSalud' },
  description:
    'Clases, guías, herramientas y programas de salud y bienestar para cuidarte a ti y a tu familia.',
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE" className={inter.variable}>
      <body>
        <Providers>
          <SiteHeader />
          {children}
        </Providers>
      </body>
    </html>
  );
}
