'use client';

import { useSessionStatus } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { FormLink } from './formLink';
import styles from './forms.module.css';
import { Heading, type HeadingLevel } from './Heading';
import { portalHref, type AuthFormLinks } from './links';

/** What an auth form shows to someone who is already signed in. */
export function AlreadySignedIn({
  headingLevel = 1,
  links = {},
}: {
  headingLevel?: HeadingLevel;
  links?: AuthFormLinks;
}) {
  const { user } = useSessionStatus();
  return (
    <>
      <Heading level={headingLevel} className={styles.Title}>
        {user?.name ? `Hola, ${user.name}` : 'Hola'}
      </Heading>
      <p className={styles.Lead}>Ya iniciaste sesión.</p>
      <Button asChild>
        <FormLink href={links.homeHref ?? portalHref('home', links)}>Ir al inicio</FormLink>
      </Button>
    </>
  );
}
