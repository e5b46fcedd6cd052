import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import '@vivasalud/ui/base.css';

export const metadata: Metadata = {
  title: { default: 'Campañas VivaSalud', template: '%s | Campañas VivaSalud' },
  description: 'Campañas, sorteos y eventos de VivaSalud.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
