import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

export const metadata: Metadata = {
  // Sign-in pages are not content: keep them out of search results.
  robots: { index: false, follow: true },
};

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main id="contenido" className={styles.Shell}>
      <div className={styles.Card}>{children}</div>
    </main>
  );
}
