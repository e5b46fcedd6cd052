'use client';

import { useMutation } from '@tanstack/react-query';
import { Button } from '@vivasalud/ui/button';
import { PhoneField } from '@vivasalud/ui/phone-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PageQueryClient } from '@/components/query/PageQueryClient';
import { afterLoadWhenIdle } from '@/lib/shell/idle';
import {
  CALL_FIELDS,
  CALL_FORM_MESSAGES,
  callFieldId,
  type CallField,
  type CallRequestBody,
} from '../_lib/callFields';
import { POST_CALL_ROUTE, postCall, type CallOutcome } from '../_lib/callClient';
import type { checkCallForm } from '../_lib/callForm';
import type { CallResult } from '../_lib/result';
import styles from './Telemedicine.module.css';

export interface Specialty {
  id: string;
  name: string;
}

export interface CallRequestFormProps {
  specialties: readonly Specialty[];
  consent: { version: string; text: string };
  expectedWaitMinutes: number;
  nextSteps: string;
  /** The first attempt's `Idempotency-Key`, made on the server (the form without JavaScript). */
  initialKey: string;
  /** What the address says of a form posted without JavaScript. */
  result?: CallResult | null;
}

type Errors = Partial<Record<CallField, string>>;

/**
 * The form's check (the phone's, with libphonenumber-js's metadata) is not part of the page's
 * first load (issue #33): it is fetched at the first idle moment after the page's `load`, or
 * when the form is sent, whichever comes first. Loaded once; a failed load is tried again.
 */
let loadingCheck: Promise<{ checkCallForm: typeof checkCallForm }> | null = null;
function loadCheck() {
  loadingCheck ??= import('../_lib/callForm').catch((error: unknown) => {
    loadingCheck = null;
    throw error;
  });
  return loadingCheck;
}

const UNAVAILABLE =
  'No pudimos enviar tu solicitud porque el servicio no responde. Inténtalo nuevamente: no se duplicará.';

const COUNTRY_OPTIONS = [
  { value: '+51', label: 'Perú (+51)' },
  { value: '+54', label: 'Argentina (+54)' },
  { value: '+591', label: 'Bolivia (+591)' },
  { value: '+56', label: 'Chile (+56)' },
  { value: '+57', label: 'Colombia (+57)' },
  { value: '+593', label: 'Ecuador (+593)' },
  { value: '+34', label: 'España (+34)' },
  { value: '+1', label: 'Estados Unidos (+1)' },
];

/** What the form says when the route refused, by its answer. */
function refusal(outcome: Extract<CallOutcome, { ok: false }>): string | null {
  if (outcome.status === 400 && Object.keys(outcome.fields).length > 0) return null;
  if (outcome.code === 'NOT_PRO') return 'La telemedicina es un beneficio de la membresía Pro.';
  if (outcome.status === 401)
    return 'Tu sesión terminó. Vuelve a iniciar sesión para solicitar la llamada.';
  return UNAVAILABLE;
}

const minutes = (count: number) => `${count} ${count === 1 ? 'minuto' : 'minutos'}`;

function Confirmation({
  specialty,
  expectedWaitMinutes,
  nextSteps,
  phone,
}: {
  specialty: string | null;
  expectedWaitMinutes: number;
  nextSteps: string;
  phone: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.Confirmation} aria-labelledby="solicitud-recibida">
      <h2 id="solicitud-recibida" ref={heading} tabIndex={-1}>
        Recibimos tu solicitud
      </h2>
      <p>
        {specialty ? <>Pediste una consulta de {specialty}. </> : null}
        Te llamaremos {phone ? <>al {phone} </> : null}en aproximadamente{' '}
        <strong>{minutes(expectedWaitMinutes)}</strong>.
      </p>
      <h3>Qué sigue</h3>
      <p>{nextSteps}</p>
    </section>
  );
}

function ErrorSummary({ errors }: { errors: Errors }) {
  const box = useRef<HTMLDivElement>(null);
  const fields = CALL_FIELDS.filter((field) => errors[field]);
  useEffect(() => {
    if (fields.length > 0) box.current?.focus();
  }, [errors]); // eslint-disable-line react-hooks/exhaustive-deps
  if (fields.length === 0) return null;
  return (
    <div
      ref={box}
      className={styles.ErrorSummary}
      role="group"
      aria-labelledby="telemedicina-errores"
      tabIndex={-1}
    >
      <h2 id="telemedicina-errores">Revisa estos datos</h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${callFieldId(field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The messages of the fields the address names (a form posted without JavaScript). */
function addressErrors(result: CallResult | null | undefined): Errors {
  if (result?.kind !== 'refused' || result.code !== 'VALIDATION_ERROR') return {};
  const messages: Record<CallField, string> = {
    specialty: CALL_FORM_MESSAGES.unknownSpecialty,
    phone: CALL_FORM_MESSAGES.phoneInvalid,
    consent: CALL_FORM_MESSAGES.consent,
  };
  return Object.fromEntries(result.fields.map((field) => [field, messages[field]]));
}

function addressNotice(result: CallResult | null | undefined): string | null {
  if (result?.kind !== 'refused') return null;
  if (result.code === 'NOT_PRO') return 'La telemedicina es un beneficio de la membresía Pro.';
  if (result.code === 'UPSTREAM_ERROR') {
    return 'No pudimos enviar tu solicitud porque el servicio no responde. Inténtalo nuevamente.';
  }
  return null;
}

function Form({
  specialties,
  consent,
  expectedWaitMinutes,
  nextSteps,
  initialKey,
  result,
}: CallRequestFormProps) {
  const known = (id: string | null | undefined) =>
    specialties.some((item) => item.id === id) ? id! : '';
  const [specialty, setSpecialty] = useState(known(result?.specialty));
  const [countryCode, setCountryCode] = useState('+51');
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>(() => addressErrors(result));
  const [notice, setNotice] = useState<string | null>(() => addressNotice(result));
  const [sent, setSent] = useState<{ specialty: string | null; phone: string | null } | null>(
    result?.kind === 'sent' ? { specialty: known(result.specialty) || null, phone: null } : null,
  );
  // One key per attempt: a second press, or a retry after a failure, sends the same one.
  const [key, setKey] = useState(initialKey);
  // While the check loads, a second press sends nothing more.
  const [checking, setChecking] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => void loadCheck().catch(() => undefined)), []);

  const request = useMutation({
    mutationFn: ({ body, attempt }: { body: CallRequestBody; attempt: string }) =>
      postCall(body, attempt),
    onSuccess: (outcome) => {
      if (outcome.ok) {
        setKey(crypto.randomUUID());
        setSent({ specialty: outcome.call.specialty, phone: outcome.call.phone });
        return;
      }
      setErrors(outcome.fields);
      setNotice(refusal(outcome));
    },
  });

  const nameOf = (id: string | null) => specialties.find((item) => item.id === id)?.name ?? null;

  if (sent) {
    return (
      <Confirmation
        specialty={nameOf(sent.specialty)}
        expectedWaitMinutes={expectedWaitMinutes}
        nextSteps={nextSteps}
        phone={sent.phone}
      />
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending || checking) return;
    setChecking(true);
    let check: typeof checkCallForm;
    try {
      check = (await loadCheck()).checkCallForm;
    } catch {
      setNotice(UNAVAILABLE);
      return;
    } finally {
      setChecking(false);
    }
    const checked = check(
      { specialty, countryCode, phone, consent: agreed },
      specialties.map((item) => item.id),
    );
    setNotice(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    request.mutate({ body: checked.body, attempt: key });
  };

  const clear = (field: CallField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });

  return (
    <form
      method="post"
      action={POST_CALL_ROUTE}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={styles.Form}
      aria-labelledby="solicitar-llamada"
    >
      <h2 id="solicitar-llamada">Solicita una llamada</h2>
      <ErrorSummary errors={errors} />
      {notice && (
        <p className={styles.Notice} role="alert">
          {notice}
        </p>
      )}
      <input type="hidden" name="idempotency_key" value={key} />
      <fieldset
        className={styles.Specialties}
        aria-describedby={errors.specialty ? 'telemedicina-specialty-error' : undefined}
      >
        <legend>Especialidad</legend>
        {errors.specialty && (
          <p id="telemedicina-specialty-error" className={styles.FieldError}>
            {errors.specialty}
          </p>
        )}
        {specialties.map((item, index) => (
          <label key={item.id} className={styles.Radio}>
            <input
              type="radio"
              name="specialty"
              value={item.id}
              id={index === 0 ? callFieldId('specialty') : undefined}
              checked={specialty === item.id}
              onChange={() => {
                setSpecialty(item.id);
                clear('specialty');
              }}
            />
            {item.name}
          </label>
        ))}
      </fieldset>
      <PhoneField
        id={callFieldId('phone')}
        name="phone"
        countryName="country_code"
        label="Número al que te llamaremos"
        hint="Un celular o un fijo. Si no es de Perú, elige su código de país."
        countryOptions={COUNTRY_OPTIONS}
        countryCode={countryCode}
        onCountryCodeChange={setCountryCode}
        value={phone}
        onValueChange={(next) => {
          setPhone(next);
          clear('phone');
        }}
        error={errors.phone}
        required
      />
      <div className={styles.Consent}>
        <label className={styles.Check}>
          <input
            type="checkbox"
            name="consent"
            value="si"
            id={callFieldId('consent')}
            checked={agreed}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={
              errors.consent
                ? 'telemedicina-consent-error telemedicina-consent-text'
                : 'telemedicina-consent-text'
            }
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              clear('consent');
            }}
          />
          Autorizo el uso de mis datos de salud para esta consulta
        </label>
        <p id="telemedicina-consent-text" className={styles.ConsentText}>
          {consent.text}
        </p>
        {errors.consent && (
          <p id="telemedicina-consent-error" className={styles.FieldError}>
            {errors.consent}
          </p>
        )}
      </div>
      <Button type="submit" loading={request.isPending || checking}>
        Solicitar llamada
      </Button>
    </form>
  );
}

/**
 * The call request form (issue #29). Without JavaScript it posts itself to the same-site route,
 * which answers 303 back to the page with the result; with it, one press sends one request (the
 * attempt's Idempotency-Key, the button busy while it runs) through TanStack Query in the page's
 * one QueryClient, and the form shows the fields at fault with a summary, keeping what was typed,
 * or the confirmation with what happens next and the expected wait.
 */
export function CallRequestForm(props: CallRequestFormProps) {
  return (
    <PageQueryClient>
      <Form {...props} />
    </PageQueryClient>
  );
}
