'use client';

import { FORM_ACTIONS } from '@vivasalud/auth/native-form';
import { useLogin, useSessionStatus } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { documentNumberFor } from '@vivasalud/ui/document-field';
import { Link } from '@vivasalud/ui/link';
import { PasswordField } from '@vivasalud/ui/password-field';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AlreadySignedIn } from './AlreadySignedIn';
import { DocumentInput } from './DocumentInput';
import { firstErrorField } from './focus';
import { FormAlert } from './FormAlert';
import { FormLink } from './formLink';
import styles from './forms.module.css';
import { Heading, type HeadingLevel } from './Heading';
import { PendingCodeStep, preloadCodeStep } from './PendingCodeStep';
import { otherFormHref, portalHref, type AuthFormLinks } from './links';
import { NATIVE_SUBMIT_MESSAGES, NoScriptNote } from './nativeSubmit';
import { useLazyZodResolver } from './lazyResolver';
import type { LoginValues } from './schemas';
import { formErrorText } from './errorText';
import { useTypedBeforeHydration } from './typedBeforeHydration';

export interface LoginViewProps {
  /**
   * Where to go once signed in (the `redirect` query parameter): a path of this site, sanitized
   * by the auth machine; by default its home.
   */
  redirect: string | null;
  /** The level of the form's heading (1 on a page of its own). */
  headingLevel?: HeadingLevel;
  /** Where the links lead (the portal's pages as absolute URLs from another site). */
  links?: AuthFormLinks;
  /** What someone already signed in sees; by default a greeting and "Ir al inicio". */
  signedIn?: ReactNode;
  /**
   * Why the person was sent here, shown above the form (a status, not an error): e.g. after a
   * sign-in link that was already used or expired (`TICKET_NOTICE` of `@vivasalud/auth/redirect`).
   */
  notice?: string | null;
  /**
   * The page was reached after the browser posted the form itself, before its script loaded or
   * with JavaScript off (`sentWithoutScript(searchParams)` of `@vivasalud/auth/native-form`): the
   * form's alert says what it needs until the next submission.
   */
  sentWithoutScript?: boolean;
}

const loadLoginSchema = () => import('./schemas').then((module) => module.loginSchema);

/** The login, or the code step while one is pending (spec §4). */
export function LoginView({
  redirect,
  headingLevel = 1,
  links = {},
  signedIn,
  notice = null,
  sentWithoutScript = false,
}: LoginViewProps) {
  const { status } = useSessionStatus();
  if (status === 'pendingMfa') return <PendingCodeStep headingLevel={headingLevel} />;
  if (status === 'authenticated') {
    return signedIn ?? <AlreadySignedIn headingLevel={headingLevel} links={links} />;
  }
  return (
    <LoginForm
      redirect={redirect}
      headingLevel={headingLevel}
      links={links}
      notice={notice}
      sentWithoutScript={sentWithoutScript}
    />
  );
}

function LoginForm({
  redirect,
  headingLevel,
  links,
  notice,
  sentWithoutScript,
}: {
  redirect: string | null;
  headingLevel: HeadingLevel;
  links: AuthFormLinks;
  notice: string | null;
  sentWithoutScript: boolean;
}) {
  const { setPathToGo } = useSessionStatus();
  const { login, loading, error, clearError } = useLogin();
  // A message of an earlier visit is stale.
  useEffect(() => clearError(), [clearError]);
  // The rules (zod) load after the page (issue #33); the form is in the HTML meanwhile.
  const resolver = useLazyZodResolver<LoginValues>(loadLoginSchema);
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { documentType: 'DNI', document: '', password: '' },
    mode: 'onSubmit',
    // Focus follows the order on screen, not react-hook-form's registration order.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setError, setFocus, trigger, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form, ['documentType', 'document', 'password'], {
    document: (value, values) => documentNumberFor(values.documentType, value),
  });
  const [nativeNotice, setNativeNotice] = useState(sentWithoutScript);

  const focusFirstError = (errors: FieldErrors<LoginValues>) => {
    const field = firstErrorField(errors, ['document', 'password'] as const);
    if (field) setFocus(field);
  };

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    setNativeNotice(false);
    // The destination after login: the page that sent the person here (sanitized by the machine).
    if (redirect) setPathToGo(redirect);
    // The code step comes next: fetch its code while the service checks the password.
    preloadCodeStep();
    const result = await login(values);
    if (!result.ok && result.error.fields?.length) {
      // The field errors' code comes with the form's rules (issue #33); the form-level message
      // is shown meanwhile (and alone, should the code not load).
      const loaded = await import('./schemas').catch(() => null);
      const fields = loaded
        ? loaded.formFieldErrors(result.error.fields, ['documentType', 'document', 'password'])
        : [];
      for (const { field, message } of fields) {
        setError(field as keyof LoginValues, { message });
      }
    }
  }, focusFirstError);

  const serverMessage = error
    ? formErrorText(error)
    : nativeNotice
      ? NATIVE_SUBMIT_MESSAGES.login
      : null;

  return (
    <>
      <Heading level={headingLevel} className={styles.Title}>
        Inicia sesión
      </Heading>
      <p className={styles.Lead}>Ingresa con tu documento de identidad y tu contraseña.</p>
      {notice ? (
        <p role="status" className={styles.Notice}>
          {notice}
        </p>
      ) : null}
      <form
        ref={formRef}
        // Posted by the browser itself (no script yet), it goes to the route, never into the address.
        method="post"
        action={FORM_ACTIONS.login}
        className={styles.Form}
        onSubmit={onSubmit}
        noValidate
        aria-label="Inicia sesión"
      >
        <NoScriptNote form="login" />
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
            <FormLink href={portalHref('recoverPassword', links)}>
              ¿Olvidaste tu contraseña?
            </FormLink>
          </Link>
        </p>
        <Button type="submit" loading={loading}>
          Iniciar sesión
        </Button>
      </form>
      <p className={styles.Footer}>
        ¿Aún no tienes cuenta?{' '}
        <Link asChild>
          <FormLink href={otherFormHref('signup', redirect, links)}>Regístrate</FormLink>
        </Link>
      </p>
    </>
  );
}
