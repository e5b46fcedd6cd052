'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSession, useSignup } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { Checkbox } from '@vivasalud/ui/checkbox';
import { Link } from '@vivasalud/ui/link';
import { PasswordField } from '@vivasalud/ui/password-field';
import { TextField } from '@vivasalud/ui/text-field';
import NextLink from 'next/link';
import { useEffect, type ReactNode } from 'react';
import { useController, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { DEFAULT_PHONE_COUNTRY } from '@/lib/auth/countries';
import { firstErrorField } from '@/lib/auth/focus';
import { withRedirect } from '@/lib/auth/paths';
import { internationalPhone } from '@/lib/auth/phone';
import { signupSchema, type SignupFormValues } from '@/lib/auth/signup';
import { formErrorText, formFieldErrors } from '@/lib/auth/serverErrors';
import styles from '../auth.module.css';
import { AlreadySignedIn } from '../_components/AlreadySignedIn';
import { CodeStep } from '../_components/CodeStep';
import { DocumentInput } from '../_components/DocumentInput';
import { PhoneInput } from '../_components/PhoneInput';
import { FormAlert } from '../_components/FormAlert';

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

/** Links beside the form open in a new tab, so what was typed stays; say so to screen readers. */
function NewTab() {
  return <span className={styles.VisuallyHidden}> (se abre en una pestaña nueva)</span>;
}

/** A consent of the form as the design system's checkbox (Radix) bound to react-hook-form. */
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

/** Sign-up, or the code step once the account waits for it (spec §4). */
export function SignupView({ redirect }: { redirect: string | null }) {
  const { status } = useSession();
  if (status === 'pendingMfa') return <CodeStep />;
  if (status === 'authenticated') return <AlreadySignedIn />;
  return <SignupForm redirect={redirect} />;
}

function SignupForm({ redirect }: { redirect: string | null }) {
  const { setPathToGo } = useSession();
  const { signup, loading, error, clearError } = useSignup();
  // A message of an earlier visit is stale.
  useEffect(() => clearError(), [clearError]);
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupSchema),
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

  const focusFirstError = (errors: FieldErrors<SignupFormValues>) => {
    const field = firstErrorField(errors, FOCUS_ORDER);
    if (field) setFocus(field === 'countryCode' ? 'phone' : field);
  };

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    if (redirect) setPathToGo(redirect);
    const result = await signup({
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      name: values.name.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: internationalPhone(values.countryCode, values.phone),
      password: values.password,
      acceptTerms: values.acceptTerms,
      acceptAdditionalClauses: values.acceptAdditionalClauses,
    });
    if (!result.ok) {
      for (const { field, message } of formFieldErrors(result.error.fields, FIELDS)) {
        setError(field as keyof SignupFormValues, { message });
      }
    }
  }, focusFirstError);

  const serverMessage = error ? formErrorText(error) : null;

  return (
    <>
      <h1 className={styles.Title}>Crea tu cuenta</h1>
      <p className={styles.Lead}>Regístrate gratis para guardar tu avance y recibir tu plan.</p>
      <form className={styles.Form} onSubmit={onSubmit} noValidate aria-label="Crea tu cuenta">
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
              <Link href="/terminos-condiciones/" target="_blank">
                términos y condiciones
                <NewTab />
              </Link>{' '}
              y la{' '}
              <Link href="/politica-de-privacidad/" target="_blank">
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
              <Link href="/usos-adicionales" target="_blank">
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
          <NextLink href={withRedirect('/auth/login', redirect)}>Inicia sesión</NextLink>
        </Link>
      </p>
    </>
  );
}
