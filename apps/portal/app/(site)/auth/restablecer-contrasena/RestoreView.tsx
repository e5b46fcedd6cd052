'use client';

import { usePasswordRecovery } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { Link } from '@vivasalud/ui/link';
import { PasswordField } from '@vivasalud/ui/password-field';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { FORM_ACTIONS } from '@vivasalud/auth/native-form';
import { useForm } from 'react-hook-form';
import type { RestoreValues } from '@vivasalud/auth-forms/schemas';
import { formErrorText, formFieldErrors } from '@vivasalud/auth-forms/server-errors';
import {
  FormAlert,
  NATIVE_SUBMIT_MESSAGES,
  NoScriptNote,
  StepHeading,
  formStyles as styles,
} from '@vivasalud/auth-forms/fields';
import { useLazyZodResolver } from '@/lib/forms/lazyResolver';

const loadRestoreSchema = () =>
  import('@vivasalud/auth-forms/schemas').then((module) => module.restoreSchema);

const INVALID_LINK = 'El enlace no es válido o ya venció. Pide uno nuevo para continuar.';

/** Sets a new password with the key of the recovery mail (`?key=`). */
export function RestoreView({
  restoreKey,
  sentWithoutScript = false,
}: {
  restoreKey: string | null;
  /** The browser posted the form itself (no script yet): the key is gone, the mail has it. */
  sentWithoutScript?: boolean;
}) {
  const { restore, loading } = usePasswordRecovery();
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(
    sentWithoutScript ? NATIVE_SUBMIT_MESSAGES.restorePassword : restoreKey ? null : INVALID_LINK,
  );
  // The rules (zod) load after the page (issue #33); the form is in the HTML meanwhile.
  const resolver = useLazyZodResolver<RestoreValues>(loadRestoreSchema);
  const form = useForm<RestoreValues>({
    resolver,
    defaultValues: { password: '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  // The key opens the account: once read, take it out of the address bar and the history, so it
  // is not left in a shared screen, a bookmark or a script that reads the URL.
  useEffect(() => {
    if (window.location.search.includes('key=')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!restoreKey) return;
    setMessage(null);
    const result = await restore({ password, key: restoreKey });
    if (result.ok) {
      setDone(true);
      return;
    }
    const [passwordError] = formFieldErrors(result.error.fields, ['password']);
    if (passwordError) setError('password', { message: passwordError.message });
    setMessage(result.error.code === 'RESTORE_FAILED' ? INVALID_LINK : formErrorText(result.error));
  });

  if (done) {
    return (
      <>
        <StepHeading>Contraseña actualizada</StepHeading>
        <p className={styles.Notice}>
          Tu nueva contraseña está lista. Ya puedes iniciar sesión con ella.
        </p>
        <p className={styles.Footer}>
          <Link asChild>
            <NextLink href="/auth/login">Iniciar sesión</NextLink>
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.Title}>Crea una nueva contraseña</h1>
      <p className={styles.Lead}>Elige una contraseña que no uses en otros sitios.</p>
      <form
        // Posted by the browser itself (no script yet), it goes to the route, never into the
        // address (nor the key: the route sends the person back here to open the mail's link).
        method="post"
        action={FORM_ACTIONS.restorePassword}
        className={styles.Form}
        onSubmit={onSubmit}
        noValidate
        aria-label="Crea una nueva contraseña"
      >
        <NoScriptNote form="restorePassword" />
        <FormAlert message={message} />
        <PasswordField
          label="Nueva contraseña"
          {...register('password')}
          autoComplete="new-password"
          hint="Al menos 8 caracteres, con letras y números."
          required
          disabled={!restoreKey}
          error={formState.errors.password?.message}
        />
        <Button type="submit" loading={loading} disabled={!restoreKey}>
          Guardar contraseña
        </Button>
      </form>
      <p className={styles.Footer}>
        <Link asChild>
          <NextLink href="/auth/recuperar-contrasena">Pedir un nuevo enlace</NextLink>
        </Link>
      </p>
    </>
  );
}
