import type { Metadata } from 'next';
import { SignupView } from '@vivasalud/auth-forms/signup';

export const metadata: Metadata = { title: 'Crea tu cuenta' };

export default async function SignupPage({ searchParams }: PageProps<'/auth/registro'>) {
  const { redirect } = await searchParams;
  return <SignupView redirect={typeof redirect === 'string' ? redirect : null} />;
}
