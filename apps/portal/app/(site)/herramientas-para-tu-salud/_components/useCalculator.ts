'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import type { FormValues } from '../_lib/fields';
import { analyticsStarted } from '@/lib/analyticsOff';
import { lazyZodResolver } from '@/lib/forms/lazyResolver';
import { afterLoadWhenIdle } from '@/lib/shell/idle';
import { queryString } from '../_lib/query';
import type { CalculatorSchema, ParsedQuery } from '../_lib/schemas';

/** What a calculator's page hands its calculator. */
export interface CalculatorProps<K extends string, I, R> {
  path: string;
  /** Peru's date on the server: the default measurement day, the latest date accepted. */
  today: string;
  parsed: ParsedQuery<K, I>;
  initialResult: R | undefined;
}

/**
 * `path` is the form's `action` and where the query is written; `parsed` what the server read
 * from the query, and `initialResult` its result (in the HTML, kept until the form changes).
 */
export interface UseCalculatorOptions<K extends string, I, R> extends Omit<
  CalculatorProps<K, I, R>,
  'today'
> {
  fields: readonly K[];
  /**
   * The calculator's zod schema, loaded after the page (issue #33: zod is not part of the page's
   * first load): `() => import('../_lib/schemas').then((module) => module.bmiSchema(today))`.
   * The first one given is the form's.
   */
  loadSchema: () => Promise<CalculatorSchema<K, I>>;
  /** The result of valid input; may load data first (the WHO tables). */
  compute: (input: I) => R | undefined | Promise<R | undefined>;
}

/**
 * Writes the form's query into the address without a request (shareable; the browser's back
 * button is left alone), unless an analytics tag is on the page: it would read the address, and
 * a calculator's inputs are health data that never go to analytics.
 */
function writeQuery(path: string, query: string) {
  if (analyticsStarted()) return;
  const target = query ? `${path}?${query}` : path;
  if (`${window.location.pathname}${window.location.search}` !== target) {
    window.history.replaceState(window.history.state, '', target);
  }
}

/** Loads once; a failed load (offline) is tried again by the next call. */
function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

/**
 * A calculator form (issue #7): react-hook-form with the calculator's zod schema, the server's
 * values and problems to start with, the result recomputed in the browser as the person types
 * (and shown only for valid input), and the address kept in step with the form.
 */
export function useCalculator<K extends string, I, R>({
  path,
  fields,
  loadSchema,
  parsed,
  initialResult,
  compute,
}: UseCalculatorOptions<K, I, R>) {
  // The rules come at the first idle moment after the page's load, or at the first change.
  const [rules] = useState(() => {
    const schema = loadOnce(loadSchema);
    return { schema, ...lazyZodResolver<FieldValues>(schema.load) };
  });
  useEffect(() => afterLoadWhenIdle(rules.preload), [rules]);
  const form = useForm<FieldValues>({
    defaultValues: parsed.values,
    resolver: rules.resolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as FormValues<K>;
  const query = queryString(fields, values);
  const [result, setResult] = useState<R | undefined>(initialResult);
  const [pending, setPending] = useState(false);
  // Marks the form once it reacts to typing (tests wait for it; a no-JS form never has it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const started = useRef(false);
  const computeRef = useRef(compute);
  computeRef.current = compute;
  // The browser could not compute (the WHO tables did not load: offline, a new deployment).
  const failed = useRef(false);

  useEffect(() => {
    // The first run is the server's query: its result is already on the page.
    if (!started.current) {
      started.current = true;
      return;
    }
    writeQuery(path, query);
    // Once the rules are there, invalid input clears the result at once (no «calculating»).
    const loaded = rules.schema.current();
    if (loaded && !loaded.safeParse(values).success) {
      setResult(undefined);
      setPending(false);
      return;
    }
    let cancelled = false;
    setPending(true);
    rules.schema
      .load()
      .then((schema) => {
        const valid = schema.safeParse(values);
        return valid.success ? computeRef.current(valid.data) : undefined;
      })
      .then((next) => {
        failed.current = false;
        if (!cancelled) setResult(next);
      })
      // «Calcular» then sends the form: the server computes it (see `onSubmit`).
      .catch(() => {
        failed.current = true;
        if (!cancelled) setResult(undefined);
      })
      .finally(() => {
        if (!cancelled) setPending(false);
      });
    return () => {
      cancelled = true;
      setPending(false);
    };
    // `query` stands for `values` (same fields, same text).
  }, [query, path, rules]);

  const { errors, dirtyFields, isSubmitted } = form.formState;
  /** The field's problem: the form's own, else the server's until the field changes. */
  const errorOf = (field: K): string | undefined => {
    const own = errors[field]?.message;
    if (typeof own === 'string') return own;
    if (isSubmitted || dirtyFields[field]) return undefined;
    return parsed.errors[field];
  };

  /**
   * Valid: the result is already shown (computed on change); invalid: the first problem gets
   * focus. When the browser could not compute a valid form, it is sent as without JavaScript.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // (Rules that could not load either: the server checks them.)
    if (failed.current && (rules.schema.current()?.safeParse(values).success ?? true)) return;
    void form.handleSubmit(() => writeQuery(path, query))(event);
  };

  /** The `<form>`'s own props: GET to the page (without JavaScript), the handler with it. */
  const formProps = {
    method: 'get',
    action: path,
    noValidate: true,
    onSubmit,
    'data-hydrated': hydrated || undefined,
  } as const;

  /** A field's wiring for `CalculatorField` / `CalculatorSelect`. */
  const field = (name: K) => ({
    name,
    form,
    defaultValue: parsed.values[name],
    error: errorOf(name),
  });

  /** The server's problems for the summary, until the person edits or sends the form. */
  const summaryErrors = (
    form.formState.isDirty || isSubmitted ? [] : Object.entries(parsed.errors)
  ) as [string, string][];

  return { result, pending, field, formProps, summaryErrors };
}
