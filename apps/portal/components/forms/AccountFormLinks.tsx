'use client';

import { FormLinkProvider } from '@vivasalud/auth-forms/form-link';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/**
 * The account forms' links navigate inside the portal (`next/link`, part of every portal page
 * already); `@vivasalud/auth-forms` itself draws plain links (issue #33).
 */
export function AccountFormLinks({ children }: { children: ReactNode }) {
  return (
    <FormLinkProvider render={(props) => <NextLink {...props} />}>{children}</FormLinkProvider>
  );
}
