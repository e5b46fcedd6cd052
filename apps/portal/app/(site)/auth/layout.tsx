import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AccountFormLinks } from '@/components/forms/AccountFormLinks';
import { SessionProvider } from '@/components/session/provider';
import styles from './auth.module.css';

export const metadata: Metadata = {
  // Sign-in pages are not content: keep them out of search results.
  robots: { index: false, follow: true },
};

/**
 * The account pages are rendered per request, never cached: they carry the proxy's CSP nonce
 * (per-request routes of `lib/routes.ts`) and a person's state. They load the session with the page
 * (elsewhere it is an island loaded once the page is idle) and share its runtime.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <main id="contenido" className={styles.Shell}>
      <div className={styles.Card}>
        <SessionProvider>
          <AccountFormLinks>{children}</AccountFormLinks>
        </SessionProvider>
      </div>
    </main>
  );
}
