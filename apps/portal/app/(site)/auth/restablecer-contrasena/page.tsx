import type { Metadata } from 'next';
import { sentWithoutScript } from '@vivasalud/auth/native-form';
import { RestoreView } from './RestoreView';

export const metadata: Metadata = {
  title: 'Crea una nueva contraseña',
  // The restore key is in this page's address: never send it to another site as a Referer.
  referrer: 'no-referrer',
};

export default async function RestorePasswordPage({
  searchParams,
}: PageProps<'/auth/restablecer-contrasena'>) {
  const query = await searchParams;
  const { key } = query;
  return (
    <RestoreView
      restoreKey={typeof key === 'string' && key ? key : null}
      sentWithoutScript={sentWithoutScript(query)}
    />
  );
}
