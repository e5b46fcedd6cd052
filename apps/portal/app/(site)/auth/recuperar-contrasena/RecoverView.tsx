'use client';

import { usePasswordRecovery } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { Link } from '@vivasalud/ui/link';
import NextLink from 'next/link';
import { useRef, useState } from 'react';
import { FORM_ACTIONS } from '@vivasalud/auth/native-form';
import { documentNumberFor } from '@vivasalud/ui/document-field';
import { useForm } from 'react-hook-form';
import type { RecoverValues } from '@vivasalud/auth-forms/schemas';
import { formErrorText, formFieldErrors } from '@vivasalud/auth-forms/server-errors';
import {
  DocumentInput,
  FormAlert,
  NATIVE_SUBMIT_MESSAGES,
  NoScriptNote,
  StepHeading,
  formStyles as styles,
  useTypedBeforeHydration,
} from '@vivasalud/auth-forms/fields';
import { useLazyZodResolver } from '@/lib/forms/lazyResolver';

const loadRecoverSchema = () =>
  import('@vivasalud/auth-forms/schemas').then((module) => module.recoverSchema);

/**
 * Asks for the document and mails a link to set a new password. The answer is the same whether
 * the document has an account or not (issue #16), so the page says so, without an address.
 */
export function RecoverView({ sentWithoutScript = false }: { sentWithoutScript?: boolean }) {
  const { recover, loading } = usePasswordRecovery();
  const [sent, setSent] = useState<string | null>(null);
  // After the browser posted the form itself (no script yet): say what the page needs.
  const [message, setMessage] = useState<string | null>(
    sentWithoutScript ? NATIVE_SUBMIT_MESSAGES.recoverPassword : null,
  );
  // The rules (zod) load after the page (issue #33); the form is in the HTML meanwhile.
  const resolver = useLazyZodResolver<RecoverValues>(loadRecoverSchema);
  const form = useForm<RecoverValues>({
    resolver,
    defaultValues: { documentType: 'DNI', document: '' },
  });
  const { control, handleSubmit, setError, trigger, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form, ['documentType', 'document'], {
    document: (value, values) => documentNumberFor(values.documentType, value),
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await recover(values);
    if (result.ok) {
      setSent(result.value.message);
      return;
    }
    for (const { field, message: text } of formFieldErrors(result.error.fields, ['document'])) {
      setError(field as keyof RecoverValues, { message: text });
    }
    setMessage(formErrorText(result.error));
  });

  if (sent) {
    return (
      <>
        <StepHeading>Revisa tu correo</StepHeading>
        <p className={styles.Notice}>
          {sent} El enlace para crear una nueva contraseña vence en 30 minutos. Si no te llega,
          revisa la carpeta de correo no deseado.
        </p>
        <p className={styles.Footer}>
          <Link asChild>
            <NextLink href="/auth/login">Volver a iniciar sesión</NextLink>
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.Title}>Recupera tu contraseña</h1>
      <p className={styles.Lead}>
        Ingresa tu documento y te enviaremos un enlace a tu correo para crear una nueva contraseña.
      </p>
      <form
        ref={formRef}
        // Posted by the browser itself (no script yet), it goes to the route, never into the address.
        method="post"
        action={FORM_ACTIONS.recoverPassword}
        className={styles.Form}
        onSubmit={onSubmit}
        noValidate
        aria-label="Recupera tu contraseña"
      >
        <NoScriptNote form="recoverPassword" />
        <FormAlert message={message} />
        <DocumentInput
          control={control}
          typeName="documentType"
          numberName="document"
          trigger={trigger}
          revalidate={formState.isSubmitted}
        />
        <Button type="submit" loading={loading}>
          Enviar enlace
        </Button>
      </form>
      <p className={styles.Footer}>
        <Link asChild>
          <NextLink href="/auth/login">Volver a iniciar sesión</NextLink>
        </Link>
      </p>
    </>
  );
}
