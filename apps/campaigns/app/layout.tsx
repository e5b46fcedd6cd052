import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'Campañas VivaSalud', template: '%s | Campañas VivaSalud' },
  description: 'Campañas, sorteos y eventos de VivaSalud.',
};

/** Rendered per request: the proxy's CSP nonce must reach every script (see proxy.ts). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="es-PE" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
