import { redirect } from 'next/navigation';

/** `/auth` (spec §2, table B) opens the login. */
export default function AuthIndexPage() {
  redirect('/auth/login');
}
