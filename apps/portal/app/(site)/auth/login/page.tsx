import type { Metadata } from 'next';
import { LoginView } from '@vivasalud/auth-forms/login';
import { sentWithoutScript } from '@vivasalud/auth/native-form';
import { TICKET_NOTICE, TICKET_NOTICE_PARAM, TICKET_NOTICE_VALUE } from '@vivasalud/auth/redirect';

export const metadata: Metadata = { title: 'Inicia sesión' };

export default async function LoginPage({ searchParams }: PageProps<'/auth/login'>) {
  const query = await searchParams;
  const { redirect } = query;
  // After a sign-in link to the campaigns site that was already used or expired (issue #17).
  const notice = query[TICKET_NOTICE_PARAM] === TICKET_NOTICE_VALUE ? TICKET_NOTICE : null;
  return (
    <LoginView
      redirect={typeof redirect === 'string' ? redirect : null}
      notice={notice}
      sentWithoutScript={sentWithoutScript(query)}
    />
  );
}
