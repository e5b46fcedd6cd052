import type { Metadata } from 'next';
import { SignupView } from '@vivasalud/auth-forms/signup';
import { sentWithoutScript } from '@vivasalud/auth/native-form';

export const metadata: Metadata = { title: 'Crea tu cuenta' };

export default async function SignupPage({ searchParams }: PageProps<'/auth/registro'>) {
  const query = await searchParams;
  const { redirect } = query;
  return (
    <SignupView
      redirect={typeof redirect === 'string' ? redirect : null}
      sentWithoutScript={sentWithoutScript(query)}
    />
  );
}
