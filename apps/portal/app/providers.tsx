'use client';

import { AuthProvider } from '@vivasalud/auth/react';
import { ExternalLinkProvider } from '@vivasalud/ui/external-link-dialog';
import { useRouter } from 'next/navigation';
import { useCallback, type ReactNode } from 'react';

/** Client-side providers of the whole portal: the session (spec §4), the external-link dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter();
  const navigate = useCallback((to: string) => router.push(to), [router]);
  return (
    <AuthProvider navigate={navigate}>
      <ExternalLinkProvider product="VivaSalud">{children}</ExternalLinkProvider>
    </AuthProvider>
  );
}
