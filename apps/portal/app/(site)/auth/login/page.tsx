import type { Metadata } from 'next';
import { LoginView } from '@vivasalud/auth-forms/login';

export const metadata: Metadata = { title: 'Inicia sesión' };

export default async function LoginPage({ searchParams }: PageProps<'/auth/login'>) {
  const { redirect } = await searchParams;
  return <LoginView redirect={typeof redirect === 'string' ? redirect : null} />;
}
