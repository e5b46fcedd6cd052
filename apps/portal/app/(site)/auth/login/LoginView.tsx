'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLogin, useSession } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { Link } from '@vivasalud/ui/link';
import { PasswordField } from '@vivasalud/ui/password-field';
import NextLink from 'next/link';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { firstErrorField } from '@/lib/auth/focus';
import { withRedirect } from '@/lib/auth/paths';
import { loginSchema, type LoginValues } from '@/lib/auth/schemas';
import { formErrorText, formFieldErrors } from '@/lib/auth/serverErrors';
import styles from '../auth.module.css';
import { AlreadySignedIn } from '../_components/AlreadySignedIn';
import { CodeStep } from '../_components/CodeStep';
import { DocumentInput } from '../_components/DocumentInput';
import { FormAlert } from '../_components/FormAlert';

/** The login, or the code step while one is pending (spec §4). */
export function LoginView({ redirect }: { redirect: string | null }) {
  const { status } = useSession();
  if (status === 'pendingMfa') return <CodeStep />;
  if (status === 'authenticated') return <AlreadySignedIn />;
  return <LoginForm redirect={redirect} />;
}

function LoginForm({ redirect }: { redirect: string | null }) {
  const { setPathToGo } = useSession();
  const { login, loading, error, clearError } = useLogin();
  // A message of an earlier visit is stale.
  useEffect(() => clearError(), [clearError]);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { documentType: 'DNI', document: '', password: '' },
    mode: 'onSubmit',
    // Focus follows the order on screen, not react-hook-form's registration order.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setError, setFocus, trigger, formState } = form;

  const focusFirstError = (errors: FieldErrors<LoginValues>) => {
    const field = firstErrorField(errors, ['document', 'password'] as const);
    if (field) setFocus(field);
  };

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    // The destination after login: the page that sent the person here (sanitized by the machine).
    if (redirect) setPathToGo(redirect);
    const result = await login(values);
    if (!result.ok) {
      for (const { field, message } of formFieldErrors(result.error.fields, [
        'documentType',
        'document',
        'password',
      ])) {
        setError(field as keyof LoginValues, { message });
      }
    }
  }, focusFirstError);

  const serverMessage = error ? formErrorText(error) : null;

  return (
    <>
      <h1 className={styles.Title}>Inicia sesión</h1>
      <p className={styles.Lead}>Ingresa con tu documento de identidad y tu contraseña.</p>
      <form className={styles.Form} onSubmit={onSubmit} noValidate aria-label="Inicia sesión">
        <FormAlert message={serverMessage} />
        <DocumentInput
          control={control}
          typeName="documentType"
          numberName="document"
          trigger={trigger}
          revalidate={formState.isSubmitted}
        />
        <PasswordField
          {...register('password')}
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
        />
        <p className={styles.Muted}>
          <Link asChild>
            <NextLink href="/auth/recuperar-contrasena">¿Olvidaste tu contraseña?</NextLink>
          </Link>
        </p>
        <Button type="submit" loading={loading}>
          Iniciar sesión
        </Button>
      </form>
      <p className={styles.Footer}>
        ¿Aún no tienes cuenta?{' '}
        <Link asChild>
          <NextLink href={withRedirect('/auth/registro', redirect)}>Regístrate</NextLink>
        </Link>
      </p>
    </>
  );
}
