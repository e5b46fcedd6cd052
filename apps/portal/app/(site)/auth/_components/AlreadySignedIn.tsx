'use client';

import { useSession } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import NextLink from 'next/link';
import styles from '../auth.module.css';

/** What an auth page shows to someone who is already signed in. */
export function AlreadySignedIn() {
  const { user } = useSession();
  return (
    <>
      <h1 className={styles.Title}>{user?.name ? `Hola, ${user.name}` : 'Hola'}</h1>
      <p className={styles.Lead}>Ya iniciaste sesión.</p>
      <Button asChild>
        <NextLink href="/">Ir al inicio</NextLink>
      </Button>
    </>
  );
}
