'use client';

import { Button } from '@vivasalud/ui/button';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useLazyZodResolver } from '@/lib/forms/lazyResolver';
import { SessionIsland } from '@/components/session/SessionIsland';
import {
  answerText,
  isShown,
  postedNames,
  type FieldSpec,
  type FormSpec,
} from '@/lib/forms/definition';
import { clearDraft, readDraft, writeDraft } from '@/lib/forms/draft';
import { POST_MESSAGES, postForm, type PostOutcome } from '@/lib/forms/post';
import { profileValues, type ProfileLike } from '@/lib/forms/profile';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { FormField, fieldId } from './FormField';
import styles from './StepForm.module.css';

export interface StepFormProps {
  spec: FormSpec;
  /**
   * The form's rules over its field names (the same the route applies), loaded after the page
   * (`lazyZodResolver`): `() => import('…').then((module) => module.schema(…))`.
   */
  loadSchema: () => Promise<z.ZodMiniType>;
  /** The first attempt's `Idempotency-Key`, made on the server (the form without JavaScript). */
  initialKey: string;
  /** The fields a post without JavaScript came back with (`?campos=`), and their messages. */
  returnedErrors?: Record<string, string>;
  /** What the page says of a post without JavaScript that failed (not a field). */
  returnedNotice?: string | null;
  /**
   * Goes to the confirmation once sent: a full page load that replaces the form in the history
   * (back leads before it, not to a form already sent). Tests pass their own.
   */
  goTo?: (url: string) => void;
}

const replacePage = (url: string) => window.location.replace(url);

type Values = Record<string, unknown>;

const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
const noSubscription = () => () => undefined;
const onTheClient = () => true;
const onTheServer = () => false;

/** The step of each field name (the document's two names belong to its step). */
function stepsOfNames(spec: FormSpec): Map<string, number> {
  const byName = new Map<string, number>();
  spec.steps.forEach((step, index) => {
    for (const name of step.fields) {
      const field = spec.fields.find((candidate) => candidate.name === name);
      for (const posted of field ? postedNames(field) : [name]) byName.set(posted, index);
    }
  });
  return byName;
}

/** The field names in the order of the page (for the error summary). */
function orderedNames(spec: FormSpec): string[] {
  return spec.steps.flatMap((step) =>
    step.fields.flatMap((name) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      return field ? postedNames(field) : [name];
    }),
  );
}

/** The JSON a route takes: every field as typed (strings, ticks and a file). */
function bodyOf(values: Values, spec: FormSpec): Values {
  const body: Values = {};
  for (const field of spec.fields) {
    if (!isShown(field, values)) continue;
    for (const name of postedNames(field)) {
      const value = values[name];
      if (value === undefined || value === null || value === '') continue;
      body[name] = value;
    }
    if (field.kind === 'consent') body.consent_version = field.version;
  }
  return body;
}

/** A stable text of what is sent, to tell a retry of the same answers from new ones. */
const fingerprint = (body: Values) =>
  JSON.stringify(
    Object.entries(body).map(([name, value]) =>
      value instanceof File ? [name, value.name, value.size, value.lastModified] : [name, value],
    ),
  );

/**
 * A form of question pages (issue #32), GOV.UK's way: one question page at a time, «Continuar»
 * checks that page only, then «Revisa tus respuestas» with «Cambiar» on each answer, then «Enviar».
 * Every field is in the page's HTML: without JavaScript every page shows at once and the form
 * posts to its route natively. A failed submit — invalid answers, no network, the service's error
 * — keeps every answer (and the chosen file) and says what to do; a reload finds the draft
 * (`sessionStorage`); two presses send once (one `Idempotency-Key` per set of answers). A
 * signed-in person's name, document and contact come from their profile when still empty.
 */
export function StepForm({
  spec,
  loadSchema,
  initialKey,
  returnedErrors = {},
  returnedNotice = null,
  goTo = replacePage,
}: StepFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const steps = spec.steps;
  const multi = steps.length > 1;
  const reviewIndex = multi ? steps.length : -1;
  const stepOf = useMemo(() => stepsOfNames(spec), [spec]);
  const order = useMemo(() => orderedNames(spec), [spec]);

  // No default values for the boxes: react-hook-form then reads what the page holds, so what was
  // typed before the script ran is kept (a registered field with a default would be overwritten).
  // The first `loadSchema` given is the form's (its rules do not change while it is on screen).
  const resolver = useLazyZodResolver<FieldValues>(loadSchema);
  const form = useForm<FieldValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const firstReturned = order.find((name) => returnedErrors[name]);
  // False in the server's HTML and while hydrating, true once the script runs the form.
  const hydrated = useSyncExternalStore(noSubscription, onTheClient, onTheServer);
  const [step, setStep] = useState(() =>
    firstReturned !== undefined ? (stepOf.get(firstReturned) ?? 0) : 0,
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(returnedErrors);
  const [notice, setNotice] = useState<string | null>(returnedNotice);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const lastAttempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const keyRef = useRef(initialKey);
  const sendingRef = useRef(false);

  /**
   * A check of the answers; false, with what to do, when the rules could not be loaded (they come
   * after the page: offline at that moment, the next press tries again).
   */
  const checked = async (check: () => Promise<boolean>) => {
    try {
      return await check();
    } catch {
      setNotice(POST_MESSAGES.network);
      return false;
    }
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  // «Cambiar» on the review page: «Continuar» leads back to it.
  const backToReview = useRef(false);
  const [focusTarget, setFocusTarget] = useState<{ name?: string } | null>(null);

  // The draft: brought back once, into the fields still empty; written as the person types.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft(storage(), spec.kind, Date.now());
    if (draft) {
      const current = form.getValues();
      for (const [name, value] of Object.entries(draft)) {
        const now = current[name];
        // The document's type always has a value (DNI first): the draft's counts while no number
        // was typed.
        const empty = now === undefined || now === null || now === '' || now === false;
        if (empty || (name === 'document_type' && !current.document_number)) {
          form.setValue(name, value, { shouldDirty: true });
        }
      }
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(storage(), spec.kind, values, Date.now()),
    });
  }, [form, spec.kind]);

  // The browser's back button moves between question pages (each page is a history entry).
  useEffect(() => {
    if (!multi) return;
    const onPop = (event: PopStateEvent) => {
      const wanted = (event.state as { paso?: number } | null)?.paso;
      setStep(typeof wanted === 'number' ? wanted : 0);
      // The page shown now takes the focus (its heading), as «Continuar» gives it.
      setFocusTarget({});
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [multi]);

  const moveTo = useCallback(
    /** `focusName`: the field to focus; `false`: leave the focus (the error summary takes it). */
    (next: number, focusName?: string | false) => {
      setStep(next);
      if (multi) {
        const url = new URL(window.location.href);
        url.searchParams.set('paso', String(next + 1));
        window.history.pushState({ ...window.history.state, paso: next }, '', url);
      }
      // After the page shows: its heading (a screen reader reads where it is) or the field to change.
      if (focusName !== false) setFocusTarget({ name: focusName });
    },
    [multi],
  );

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.name) document.getElementById(fieldId(focusTarget.name))?.focus();
    else heading.current?.focus();
  }, [focusTarget]);

  const onProfile = useCallback(
    (profile: ProfileLike) => {
      const current = form.getValues();
      for (const [name, value] of Object.entries(profileValues(profile))) {
        if (!spec.fields.some((field) => postedNames(field).includes(name))) continue;
        const now = current[name];
        if (
          now === undefined ||
          now === null ||
          now === '' ||
          (name === 'document_type' && !current.document_number)
        ) {
          form.setValue(name, value);
        }
      }
    },
    [form, spec.fields],
  );

  const clientErrors = form.formState.errors;
  const errors: Record<string, string | undefined> = {};
  for (const name of order) {
    const message = (clientErrors[name]?.message as string | undefined) ?? serverErrors[name];
    if (message) errors[name] = message;
  }

  const summaryFor = (index: number): SummaryItem[] =>
    order
      .filter((name) => errors[name] && (index === reviewIndex || stepOf.get(name) === index))
      .map((name) => ({ id: fieldId(name), message: errors[name]! }));

  /** Checks the fields of a page; true when they are fine. */
  const checkStep = async (index: number) => {
    const values = form.getValues();
    const names = steps[index]!.fields.flatMap((name) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      return field && isShown(field, values) ? postedNames(field) : [];
    });
    setServerErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([name]) => !names.includes(name))),
    );
    const ok = await checked(() => form.trigger(names));
    setAttempt((count) => count + 1);
    return ok;
  };

  const send = async () => {
    // A second press while the first is being checked or sent does nothing (the state would
    // only say so a render later).
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      await sendOnce();
    } finally {
      sendingRef.current = false;
    }
  };

  const sendOnce = async () => {
    const ok = await checked(() => form.trigger());
    if (!ok) {
      const first = order.find((name) => form.getFieldState(name).error);
      setAttempt((count) => count + 1);
      if (first !== undefined && multi) {
        // From the review: once mended, «Continuar» leads back to it (GOV.UK's check answers).
        backToReview.current = true;
        moveTo(stepOf.get(first) ?? 0, false);
      }
      return;
    }
    const body = bodyOf(form.getValues(), spec);
    const print = fingerprint(body);
    // The same answers again (a second press, a retry): the same key, one submission.
    if (lastAttempt.current && lastAttempt.current.fingerprint !== print) {
      keyRef.current = crypto.randomUUID();
    }
    lastAttempt.current = { key: keyRef.current, fingerprint: print };
    setSending(true);
    setNotice(null);
    setServerErrors({});
    let outcome: PostOutcome;
    try {
      outcome = await postForm(spec.action, body, keyRef.current);
    } finally {
      setSending(false);
    }
    if (outcome.ok) {
      clearDraft(storage(), spec.kind);
      goTo(
        `${spec.page}${spec.page.includes('?') ? '&' : '?'}referencia=${encodeURIComponent(outcome.reference)}`,
      );
      return;
    }
    setAttempt((count) => count + 1);
    if (outcome.reason === 'invalid') {
      setServerErrors(outcome.fields);
      const first = order.find((name) => outcome.fields[name]);
      if (first !== undefined && multi) {
        backToReview.current = true;
        moveTo(stepOf.get(first) ?? 0, false);
      }
      if (first === undefined) setNotice(outcome.message);
      return;
    }
    setNotice(outcome.message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (multi && step < reviewIndex) {
      if (await checkStep(step)) moveTo(backToReview.current ? reviewIndex : step + 1);
      return;
    }
    await send();
  };

  const values = useWatch({ control: form.control }) as Values;
  const summary = summaryFor(multi ? step : 0);
  const reviewing = multi && step === reviewIndex;

  return (
    <form
      ref={formRef}
      className={styles.Form}
      action={spec.action}
      method="post"
      encType={
        spec.fields.some((field) => field.kind === 'file') ? 'multipart/form-data' : undefined
      }
      noValidate={hydrated}
      onSubmit={onSubmit}
      data-form={spec.kind}
      data-steps={multi ? '' : undefined}
      data-hydrated={hydrated ? '' : undefined}
    >
      <SessionIsland>{(runtime) => <runtime.ProfileReader onProfile={onProfile} />}</SessionIsland>
      <input type="hidden" name="idempotency_key" value={initialKey} />
      {multi && hydrated && (
        <p className={styles.Progress}>{`Paso ${step + 1} de ${steps.length + 1}`}</p>
      )}
      <ErrorSummary items={summary} focusKey={attempt} />
      {notice && (
        <div className={styles.Notice} role="alert">
          <p>{notice}</p>
        </div>
      )}
      {steps.map((stepSpec, index) => (
        <section
          key={stepSpec.id}
          className={styles.Step}
          data-step={index}
          data-current={!multi || index === step ? '' : undefined}
          hidden={hydrated && multi && index !== step}
          aria-labelledby={`paso-${stepSpec.id}`}
        >
          <h2
            id={`paso-${stepSpec.id}`}
            className={styles.StepTitle}
            ref={index === step ? heading : undefined}
            tabIndex={-1}
          >
            {stepSpec.title}
          </h2>
          {stepSpec.fields.map((name) => {
            const field = spec.fields.find((candidate) => candidate.name === name);
            if (!field) return null;
            // Without JavaScript every field shows; with it, only those that apply.
            if (hydrated && !isShown(field, values)) return null;
            return <FormField key={name} spec={field} form={form} errors={errors} />;
          })}
          {multi && index < steps.length && (
            <div className={`${styles.Actions} ${styles.StepNav}`} data-step-nav="">
              {/* Before the script runs it does nothing (the form's checks are the script's). */}
              <Button type={hydrated ? 'submit' : 'button'}>Continuar</Button>
              {index > 0 && (
                <Button type="button" variant="ghost" onClick={() => window.history.back()}>
                  Volver
                </Button>
              )}
            </div>
          )}
        </section>
      ))}
      {multi && (
        <section
          className={styles.Step}
          data-step={reviewIndex}
          data-review=""
          data-current={step === reviewIndex ? '' : undefined}
          hidden={hydrated && step !== reviewIndex}
          aria-labelledby="paso-revisar"
        >
          <h2
            id="paso-revisar"
            className={`${styles.StepTitle} ${styles.ReviewHeading}`}
            ref={reviewing ? heading : undefined}
            tabIndex={-1}
          >
            Revisa tus respuestas
          </h2>
          {hydrated && (
            <Review
              spec={spec}
              values={values}
              onChange={(index, focusName) => {
                backToReview.current = true;
                moveTo(index, focusName);
              }}
            />
          )}
          <p>Al enviar, recibirás un número de referencia y una copia en tu correo.</p>
          <div className={styles.Actions}>
            <Button type="submit" loading={sending}>
              {spec.submitLabel}
            </Button>
          </div>
        </section>
      )}
      {!multi && (
        <div className={styles.Actions}>
          <Button type="submit" loading={sending}>
            {spec.submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}

/** «Revisa tus respuestas»: each answer under its page, with «Cambiar». */
function Review({
  spec,
  values,
  onChange,
}: {
  spec: FormSpec;
  values: Record<string, unknown>;
  onChange: (step: number, focusName?: string) => void;
}) {
  return (
    <>
      {spec.steps.map((step, index) => (
        <div key={step.id} className={styles.ReviewGroup}>
          <h3 className={styles.ReviewTitle}>{step.title}</h3>
          <dl className={styles.ReviewList}>
            {step.fields.map((name) => {
              const field = spec.fields.find((candidate) => candidate.name === name);
              if (!field || !isShown(field, values) || field.kind === 'consent') return null;
              const text = answerText(field, values);
              return (
                <div key={name} className={styles.ReviewRow}>
                  <dt>{reviewLabel(field)}</dt>
                  <dd>{text ?? <span className={styles.Empty}>Sin responder</span>}</dd>
                  <dd>
                    <button
                      type="button"
                      className={styles.Change}
                      onClick={() =>
                        onChange(index, field.kind === 'document' ? 'document_number' : field.name)
                      }
                    >
                      Cambiar <span className={styles.VisuallyHidden}>{reviewLabel(field)}</span>
                    </button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </>
  );
}

const reviewLabel = (field: FieldSpec) => (field.kind === 'document' ? 'Documento' : field.label);
