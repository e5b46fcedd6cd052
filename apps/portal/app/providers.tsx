'use client';

import { AuthProvider } from '@vivasalud/auth/react';
import { useRouter } from 'next/navigation';
import { useCallback, type ReactNode } from 'react';

/** Client-side providers of the whole portal: the session (spec §4). */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter();
  const navigate = useCallback((to: string) => router.push(to), [router]);
  return <AuthProvider navigate={navigate}>{children}</AuthProvider>;
}
