'use client';

import { FORM_ACTIONS } from '@vivasalud/auth/native-form';
import { useSessionStatus, useSignup } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { Checkbox } from '@vivasalud/ui/checkbox';
import { documentNumberFor } from '@vivasalud/ui/document-field';
import { Link } from '@vivasalud/ui/link';
import { PasswordField } from '@vivasalud/ui/password-field';
import { phoneNumberFrom } from '@vivasalud/ui/phone-field';
import { TextField } from '@vivasalud/ui/text-field';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { AlreadySignedIn } from './AlreadySignedIn';
import { DEFAULT_PHONE_COUNTRY, internationalPhone } from './countries';
import { DocumentInput } from './DocumentInput';
import { firstErrorField } from './focus';
import { FormAlert } from './FormAlert';
import { FormLink } from './formLink';
import styles from './forms.module.css';
import { Heading, type HeadingLevel } from './Heading';
import { PendingCodeStep, preloadCodeStep } from './PendingCodeStep';
import { otherFormHref, portalHref, type AuthFormLinks } from './links';
import { NATIVE_SUBMIT_MESSAGES, NoScriptNote } from './nativeSubmit';
import { PhoneInput } from './PhoneInput';
import { formErrorText } from './errorText';
import { useLazyZodResolver } from './lazyResolver';
import type { SignupFormValues } from './signup';
import { useTypedBeforeHydration } from './typedBeforeHydration';

const FIELDS = [
  'name',
  'lastName',
  'documentType',
  'documentNumber',
  'email',
  'countryCode',
  'phone',
  'password',
  'acceptTerms',
] as const;

/** The fields in the order they appear on screen. */
const FOCUS_ORDER = [
  'name',
  'lastName',
  'documentNumber',
  'email',
  'countryCode',
  'phone',
  'password',
  'acceptTerms',
] as const;

const loadSignupSchema = () => import('./signup').then((module) => module.signupSchema);

/** Links beside the form open in a new tab, so what was typed stays; say so to screen readers. */
function NewTab() {
  return <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>;
}

/**
 * A consent of the form as the design system's checkbox bound to react-hook-form: a native
 * `<input type="checkbox">`, ticked before the page's script too (kept by `useTypedBeforeHydration`).
 */
function ConsentCheckbox({
  control,
  name,
  label,
  required,
}: {
  control: Control<SignupFormValues>;
  name: 'acceptTerms' | 'acceptAdditionalClauses';
  label: ReactNode;
  required?: boolean;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <Checkbox
      ref={ref}
      name={name}
      checked={value}
      onCheckedChange={(checked) => onChange(checked === true)}
      onBlur={onBlur}
      required={required}
      error={error?.message}
      label={label}
    />
  );
}

export interface SignupViewProps {
  /**
   * Where to go once the account is made and signed in (the `redirect` query parameter): a path
   * of this site, sanitized by the auth machine; by default its home. Not used with a campaign.
   */
  redirect: string | null;
  /**
   * The campaign the sign-up comes from (spec §7 `campaignPath`, e.g. `sorteo-audifonos`): sent
   * with the sign-up, and the form does not move on afterwards — the campaign page does (it shows
   * `signedIn` once the person is in).
   */
  campaignPath?: string | null;
  /** The level of the form's heading (1 on a page of its own). */
  headingLevel?: HeadingLevel;
  /** Where the links lead (the portal's pages as absolute URLs from another site). */
  links?: AuthFormLinks;
  /** What someone signed in sees; by default a greeting and "Ir al inicio". */
  signedIn?: ReactNode;
  /**
   * The page was reached after the browser posted the form itself, before its script loaded or
   * with JavaScript off (`sentWithoutScript(searchParams)` of `@vivasalud/auth/native-form`): the
   * form's alert says what it needs until the next submission.
   */
  sentWithoutScript?: boolean;
  /** The sentence under the heading: what signing up does here (a giveaway says so). */
  lead?: string;
}

/** Sign-up, or the code step once the account waits for it (spec §4). */
export function SignupView({
  redirect,
  campaignPath = null,
  headingLevel = 1,
  links = {},
  signedIn,
  sentWithoutScript = false,
  lead = 'Regístrate gratis para guardar tu avance y recibir tu plan.',
}: SignupViewProps) {
  const { status } = useSessionStatus();
  if (status === 'pendingMfa') return <PendingCodeStep headingLevel={headingLevel} />;
  if (status === 'authenticated') {
    return signedIn ?? <AlreadySignedIn headingLevel={headingLevel} links={links} />;
  }
  return (
    <SignupForm
      redirect={redirect}
      campaignPath={campaignPath}
      headingLevel={headingLevel}
      links={links}
      sentWithoutScript={sentWithoutScript}
      lead={lead}
    />
  );
}

function SignupForm({
  redirect,
  campaignPath,
  headingLevel,
  links,
  sentWithoutScript,
  lead,
}: {
  redirect: string | null;
  campaignPath: string | null;
  headingLevel: HeadingLevel;
  links: AuthFormLinks;
  sentWithoutScript: boolean;
  lead: string;
}) {
  const { setPathToGo } = useSessionStatus();
  const { signup, loading, error, clearError } = useSignup();
  // A message of an earlier visit is stale.
  useEffect(() => clearError(), [clearError]);
  // The rules (zod, and libphonenumber-js for the phone) load after the page (issue #33); the
  // form is in the HTML meanwhile.
  const resolver = useLazyZodResolver<SignupFormValues>(loadSignupSchema);
  const form = useForm<SignupFormValues>({
    resolver,
    defaultValues: {
      name: '',
      lastName: '',
      documentType: 'DNI',
      documentNumber: '',
      email: '',
      countryCode: DEFAULT_PHONE_COUNTRY,
      phone: '',
      password: '',
      acceptTerms: false,
      // Spec §5 / Ley 29733: an optional consent is never pre-ticked.
      acceptAdditionalClauses: false,
    },
    mode: 'onSubmit',
    // Focus follows the order on screen, not react-hook-form's registration order.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setError, setFocus, trigger, formState } = form;
  const { errors } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    formRef,
    form,
    [
      'name',
      'lastName',
      'documentType',
      'documentNumber',
      'email',
      'countryCode',
      'phone',
      'password',
      'acceptTerms',
      'acceptAdditionalClauses',
    ],
    {
      documentNumber: (value, values) => documentNumberFor(values.documentType, value),
      phone: (value, values) => phoneNumberFrom(value, values.countryCode),
    },
  );
  const [nativeNotice, setNativeNotice] = useState(sentWithoutScript);

  const focusFirstError = (errors: FieldErrors<SignupFormValues>) => {
    const field = firstErrorField(errors, FOCUS_ORDER);
    if (field) setFocus(field === 'countryCode' ? 'phone' : field);
  };

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    setNativeNotice(false);
    if (redirect) setPathToGo(redirect);
    // The code step comes next: fetch its code while the service makes the account.
    preloadCodeStep();
    const result = await signup(
      {
        documentType: values.documentType,
        documentNumber: values.documentNumber,
        name: values.name.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: internationalPhone(values.countryCode, values.phone),
        password: values.password,
        acceptTerms: values.acceptTerms,
        acceptAdditionalClauses: values.acceptAdditionalClauses,
      },
      campaignPath ? { campaignPath } : undefined,
    );
    if (!result.ok && result.error.fields?.length) {
      // The field errors' code comes with the form's rules (issue #33); the form-level message
      // is shown meanwhile (and alone, should the code not load).
      const loaded = await import('./signup').catch(() => null);
      const fields = loaded ? loaded.formFieldErrors(result.error.fields, FIELDS) : [];
      for (const { field, message } of fields) {
        setError(field as keyof SignupFormValues, { message });
      }
    }
  }, focusFirstError);

  const serverMessage = error
    ? formErrorText(error)
    : nativeNotice
      ? NATIVE_SUBMIT_MESSAGES.signup
      : null;

  return (
    <>
      <Heading level={headingLevel} className={styles.Title}>
        Crea tu cuenta
      </Heading>
      <p className={styles.Lead}>{lead}</p>
      <form
        ref={formRef}
        // Posted by the browser itself (no script yet), it goes to the route, never into the address.
        method="post"
        action={FORM_ACTIONS.signup}
        className={styles.Form}
        onSubmit={onSubmit}
        noValidate
        aria-label="Crea tu cuenta"
      >
        <NoScriptNote form="signup" />
        <FormAlert message={serverMessage} />
        <TextField
          label="Nombres"
          {...register('name')}
          autoComplete="given-name"
          required
          error={errors.name?.message}
        />
        <TextField
          label="Apellidos"
          {...register('lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
        />
        <DocumentInput
          control={control}
          typeName="documentType"
          numberName="documentNumber"
          trigger={trigger}
          revalidate={formState.isSubmitted}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          {...register('email')}
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
        />
        <PhoneInput
          control={control}
          countryName="countryCode"
          numberName="phone"
          trigger={trigger}
          revalidate={formState.isSubmitted}
        />
        <PasswordField
          {...register('password')}
          autoComplete="new-password"
          hint="Al menos 8 caracteres, con letras y números."
          required
          error={errors.password?.message}
        />
        <ConsentCheckbox
          control={control}
          name="acceptTerms"
          required
          label={
            <>
              Acepto los{' '}
              <Link href={portalHref('terms', links)} target="_blank">
                términos y condiciones
                <NewTab />
              </Link>{' '}
              y la{' '}
              <Link href={portalHref('privacy', links)} target="_blank">
                política de privacidad
                <NewTab />
              </Link>
              .
            </>
          }
        />
        <ConsentCheckbox
          control={control}
          name="acceptAdditionalClauses"
          label={
            <>
              Acepto los{' '}
              <Link href={portalHref('additionalUses', links)} target="_blank">
                usos adicionales de mis datos
                <NewTab />
              </Link>{' '}
              para recibir beneficios, promociones y sorpresas (opcional).
            </>
          }
        />
        <Button type="submit" loading={loading}>
          Crear cuenta
        </Button>
      </form>
      <p className={styles.Footer}>
        ¿Ya tienes cuenta?{' '}
        <Link asChild>
          <FormLink href={otherFormHref('login', redirect, links)}>Inicia sesión</FormLink>
        </Link>
      </p>
    </>
  );
}
