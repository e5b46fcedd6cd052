import type { Metadata } from 'next';
import { sentWithoutScript } from '@vivasalud/auth/native-form';
import { RecoverView } from './RecoverView';

export const metadata: Metadata = { title: 'Recupera tu contraseña' };

export default async function RecoverPasswordPage({
  searchParams,
}: PageProps<'/auth/recuperar-contrasena'>) {
  return <RecoverView sentWithoutScript={sentWithoutScript(await searchParams)} />;
}
