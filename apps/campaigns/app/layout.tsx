import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'Campañas VivaSalud', template: '%s | Campañas VivaSalud' },
  description: 'Campañas, sorteos y eventos de VivaSalud.',
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

/**
 * The document. Cached like the pages it wraps (DESIGN.md, "Rendering and caching (decided)"):
 * nothing here reads the request, so the landing and information pages are rendered once and
 * served from Next's cache during a spike; their policy comes from next.config `headers()`.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
