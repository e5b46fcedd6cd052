import type { Metadata } from 'next';
import { RecoverView } from './RecoverView';

export const metadata: Metadata = { title: 'Recupera tu contraseña' };

export default function RecoverPasswordPage() {
  return <RecoverView />;
}
