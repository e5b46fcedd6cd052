import type { Metadata } from 'next';
import { RestoreView } from './RestoreView';

export const metadata: Metadata = { title: 'Crea una nueva contraseña' };

export default async function RestorePasswordPage({
  searchParams,
}: PageProps<'/auth/restablecer-contrasena'>) {
  const { key } = await searchParams;
  return <RestoreView restoreKey={typeof key === 'string' && key ? key : null} />;
}
