'use client';

import { CODE_VALIDITY_MINUTES } from '@vivasalud/auth/machine';
import { FORM_ACTIONS } from '@vivasalud/auth/native-form';
import { useCodeStep } from '@vivasalud/auth/react';
import { Button } from '@vivasalud/ui/button';
import { CodeInput } from '@vivasalud/ui/code-input';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CODE_LENGTH, codeSchema } from './schemas';
import { clockText, formErrorText } from './serverErrors';
import styles from './forms.module.css';
import { FormAlert } from './FormAlert';
import { Heading, type HeadingLevel } from './Heading';
import { useNow } from './useNow';

type Channel = 'mail' | 'sms';

/** Seconds the identity service asks between two sends of a code. */
const RESEND_COOLDOWN_SECONDS = 60;

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** The spec §8 code of a wrong or expired code: shown on the boxes, not above the form. */
const WRONG_CODE = 'MFA validation failed';

/**
 * The second step (spec §4): six boxes, the validity countdown, and a resend by mail or SMS
 * once the service allows another send.
 */
export function CodeStep({ headingLevel = 1 }: { headingLevel?: HeadingLevel }) {
  const { pending, expiresAt, validate, resend, loading, resending, error, clearError } =
    useCodeStep();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; problem?: boolean } | null>(null);
  const [channel, setChannel] = useState<Channel>(pending?.channel ?? 'mail');
  /** Bumped to send the focus back to the first box once the boxes are enabled again. */
  const [refocus, setRefocus] = useState(0);
  const submitting = useRef(false);
  const boxes = useRef<HTMLDivElement>(null);
  const now = useNow();
  const hasPending = pending !== null;

  // A message of an earlier visit is stale.
  useEffect(() => clearError(), [clearError]);

  // The step replaced the form that had the focus: hand it to the first box. After a wrong code
  // the boxes were disabled while checking, so the focus returns once they are enabled.
  useEffect(() => {
    if (hasPending && !loading) boxes.current?.querySelector('input')?.focus();
  }, [hasPending, loading, refocus]);

  if (!pending) return null;

  const expiry = expiresAt?.getTime() ?? now;
  const secondsLeft = Math.max(0, Math.ceil((expiry - now) / 1000));
  const expired = secondsLeft === 0;
  // When the current code went out (kept in the pending step, so a reload knows it too); records
  // of older builds lack it, and their first code was valid CODE_VALIDITY_MINUTES.
  const sentAt = pending.sentAt ? Date.parse(pending.sentAt) : Number.NaN;
  const lastSend = Number.isNaN(sentAt) ? expiry - CODE_VALIDITY_MINUTES * 60_000 : sentAt;
  const cooldown = Math.max(0, Math.ceil((lastSend + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
  // Masked by the service (`jo****@demo.vivasalud.pe`, `*** *** 323`): the code step knows
  // nothing else of the person before the code (issue #16).
  const destination = pending.destination;

  async function submit(code: string) {
    // `onComplete` and Enter can both fire for one code: one check only.
    if (submitting.current) return;
    setNotice(null);
    const parsed = codeSchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      setRefocus((count) => count + 1);
      return;
    }
    setFieldError(null);
    submitting.current = true;
    try {
      const result = await validate(code);
      if (!result.ok) {
        setDigits(emptyCode());
        setRefocus((count) => count + 1);
      }
    } finally {
      submitting.current = false;
    }
  }

  async function onResend() {
    clearError();
    setNotice(null);
    const result = await resend(channel);
    if (!result.ok) {
      // Spec §8 logs a failed resend; the person is told too, politely, with the wait if any.
      const text = formErrorText(result.error);
      setNotice({
        text: text.startsWith('No pudimos') ? text : `No pudimos reenviar el código. ${text}`,
        problem: true,
      });
      return;
    }
    setDigits(emptyCode());
    setNotice({
      text:
        channel === 'sms'
          ? 'Te enviamos un nuevo código por SMS.'
          : 'Te enviamos un nuevo código a tu correo.',
    });
    setRefocus((count) => count + 1);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(digits.join(''));
  };

  const wrongCode = error?.code === WRONG_CODE ? error.message : null;
  const serverMessage = error && !wrongCode ? formErrorText(error) : null;

  return (
    <section aria-labelledby="codigo-titulo">
      <Heading level={headingLevel} id="codigo-titulo" className={styles.Title}>
        Ingresa tu código de verificación
      </Heading>
      <p className={styles.Lead}>
        Enviamos un código de {CODE_LENGTH} dígitos a <strong>{destination}</strong>. Escríbelo para
        continuar.
      </p>
      {pending.flow === 'signup' ? (
        <p className={styles.Muted}>
          Si ya tenías una cuenta con este documento o este correo, no te enviaremos un código: te
          escribimos al correo de esa cuenta para que ingreses o recuperes tu contraseña.
        </p>
      ) : null}

      <form
        // Never a GET: the code is not for the address (the route answers a native post with a 303).
        method="post"
        action={FORM_ACTIONS.codeStep}
        className={styles.Form}
        onSubmit={onSubmit}
        noValidate
      >
        <FormAlert message={serverMessage} />
        {notice ? (
          <p role="status" className={notice.problem ? styles.Problem : styles.Notice}>
            {notice.text}
          </p>
        ) : null}

        <CodeInput
          ref={boxes}
          label="Código de verificación"
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (fieldError) setFieldError(null);
            if (wrongCode) clearError();
          }}
          onComplete={(code) => void submit(code)}
          error={fieldError ?? wrongCode ?? undefined}
          disabled={loading}
          required
          name="codigo"
        />

        <p className={styles.Muted}>
          {expired ? (
            <span role="status">El código venció. Pide uno nuevo.</span>
          ) : (
            <>
              El código vence en <span className={styles.Countdown}>{clockText(secondsLeft)}</span>.
            </>
          )}
        </p>

        <Button type="submit" loading={loading} disabled={expired}>
          Verificar código
        </Button>
      </form>

      <div className={styles.Form} style={{ marginTop: 'var(--space-6)' }}>
        <fieldset className={styles.Channels}>
          <legend>¿No te llegó? Pide otro código por:</legend>
          <label>
            <input
              type="radio"
              name="canal"
              value="mail"
              checked={channel === 'mail'}
              onChange={() => setChannel('mail')}
            />
            Correo electrónico
          </label>
          <label>
            <input
              type="radio"
              name="canal"
              value="sms"
              checked={channel === 'sms'}
              onChange={() => setChannel('sms')}
            />
            SMS
          </label>
        </fieldset>
        <Button
          type="button"
          variant="outline"
          onClick={() => void onResend()}
          loading={resending}
          disabled={cooldown > 0}
          aria-describedby={cooldown > 0 ? 'reenvio-espera' : undefined}
        >
          Reenviar código
        </Button>
        {cooldown > 0 ? (
          <p id="reenvio-espera" className={styles.Muted}>
            Podrás pedir otro código en{' '}
            <span className={styles.Countdown}>{clockText(cooldown)}</span>.
          </p>
        ) : null}
      </div>
    </section>
  );
}
