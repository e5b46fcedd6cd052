'use client';

/**
 * «Distrito donde vives» (issue #32): the district of a Peruvian address, after GOV.UK's
 * accessible-autocomplete pattern (progressive enhancement of native selects).
 *
 * - In the HTML (before and without JavaScript): three labelled native selects — departamento,
 *   provincia (grouped by departamento), distrito (grouped by «provincia, departamento») — and only
 *   the district's code is posted, as `name`; the service derives the rest from the code.
 * - Once hydrated: one WAI-ARIA 1.2 combobox «Distrito» that finds a district as the person types
 *   (case and accents ignored, word starts first, at most 20 shown), a polite live region in
 *   Spanish, the provincia and departamento shown beside it, and a hidden input posting the code.
 *   A district picked in the selects before hydration is kept.
 *
 * Library: downshift's `useCombobox` (9.5.0, MIT). Measured with esbuild --bundle --minify | gzip,
 * React external, a bare combobox with each: downshift 13.6 kB; accessible-autocomplete 3.0.1's
 * React build 16.4 kB (a Preact-era class component: legacy `componentWillMount` and
 * `componentWillReceiveProps` that React 19 warns about, tested by GOV.UK up to React 18 only,
 * uncontrolled — no `value` for react-hook-form —, English texts, global class names, core-js
 * inside, an input poll every 100 ms); react-aria hooks 39.4 kB; @headlessui/react 46.5 kB;
 * react-aria-components 61.4 kB. downshift implements the 1.2 pattern (`role="combobox"` on the
 * input, `aria-activedescendant`, `aria-controls`), works with React 19, is controllable, and
 * leaves markup and texts to us; the keys follow GOV.UK's component (no wrap-around, Escape
 * closes and keeps the text, Home/End move the caret, Tab confirms the highlighted option).
 */
import { useEffect, useId, useMemo, useRef, useSyncExternalStore, type JSX } from 'react';
import { afterLoadWhenIdle } from '@/lib/shell/idle';
import { groupByPlace, type District } from '@/lib/forms/ubigeo';
import type * as Combobox from './UbigeoCombobox';
import styles from './UbigeoField.module.css';

export type { District } from '@/lib/forms/ubigeo';

export interface UbigeoFieldProps {
  /** Every district that can be chosen (today ~290 rows; the INEI list has 1,874). */
  districts: readonly District[];
  /** The form field that posts the district's code (e.g. `ubigeo`). */
  name: string;
  /** A district code chosen at first (uncontrolled use). */
  defaultValue?: string;
  /** The chosen district code, `''` for none (controlled use, react-hook-form's `Controller`). */
  value?: string;
  /** A district was chosen (its code), or the text no longer names the chosen one (`''`). */
  onChange?: (code: string) => void;
  onBlur?: () => void;
  /** Spanish error text under the field; the control is marked `aria-invalid` and described by it. */
  error?: string;
  /** Id of the focusable control (the district select, then the combobox): `#id` in an error summary. */
  id?: string;
  required?: boolean;
}

const LEGEND = 'Distrito donde vives';
const HINT_SELECTS = 'Elige tu distrito; la provincia y el departamento se completan solos.';
const HINT_COMBOBOX =
  'Escribe el nombre de tu distrito y elígelo de la lista; la provincia y el departamento se completan solos.';
/**
 * The combobox's module (downshift), loaded once per page when it is idle after its `load` event:
 * not part of the first load. Until it is there the selects serve (they post the code too).
 */
let comboboxModule: typeof Combobox | null = null;
let comboboxLoading: Promise<typeof Combobox> | null = null;
const listeners = new Set<() => void>();

/** Loads the combobox once (a failed load, e.g. offline, is tried again by the next field). */
export function loadUbigeoCombobox(): Promise<typeof Combobox> {
  comboboxLoading ??= import('./UbigeoCombobox').then(
    (module) => {
      comboboxModule = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      comboboxLoading = null;
      throw error;
    },
  );
  return comboboxLoading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedModule = () => comboboxModule;
const notOnTheServer = () => null;

export function UbigeoField({
  districts,
  name,
  defaultValue,
  value,
  onChange,
  onBlur,
  error,
  id: givenId,
  required,
}: UbigeoFieldProps): JSX.Element {
  const generatedId = useId();
  const id = givenId ?? `ubigeo-${generatedId.replace(/[^\w-]/g, '')}`;
  // None in the server's HTML and while hydrating it; the combobox once its module is loaded.
  const combobox = useSyncExternalStore(subscribe, loadedModule, notOnTheServer);
  useEffect(() => {
    if (comboboxModule) return;
    return afterLoadWhenIdle(() => void loadUbigeoCombobox().catch(() => undefined));
  }, []);
  const enhanced = combobox !== null;
  const ids = {
    hint: `${id}-ayuda`,
    error: `${id}-error`,
  };
  const describedBy = [ids.hint, error ? ids.error : undefined].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.Fieldset} data-state={error ? 'invalid' : 'idle'}>
      <legend className={styles.Legend}>
        {LEGEND}
        {required ? (
          <span className={styles.Required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <p id={ids.hint} className={styles.Hint}>
        {enhanced ? HINT_COMBOBOX : HINT_SELECTS}
      </p>
      {combobox ? (
        <combobox.DistrictCombobox
          districts={districts}
          id={id}
          name={name}
          defaultValue={defaultValue}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          describedBy={describedBy}
          invalid={Boolean(error)}
          required={required}
        />
      ) : (
        <PlaceSelects
          districts={districts}
          id={id}
          name={name}
          code={value ?? defaultValue ?? ''}
          onChange={onChange}
          describedBy={describedBy}
          invalid={Boolean(error)}
          required={required}
        />
      )}
      {error ? (
        <p id={ids.error} className={styles.Error}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

/** lucide `circle-exclamation-point`, as the design system's fields draw their errors. */
function ErrorIcon() {
  return (
    <svg
      className={styles.ErrorIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </svg>
  );
}

interface PlaceSelectsProps {
  districts: readonly District[];
  id: string;
  name: string;
  code: string;
  /** A district chosen in the selects while the combobox loads: the form learns it. */
  onChange: ((code: string) => void) | undefined;
  describedBy: string;
  invalid: boolean;
  required: boolean | undefined;
}

/**
 * The HTML before JavaScript: departamento and provincia only help to find the district's group
 * (they have no `name`, so they are not posted); the district select posts the code.
 */
function PlaceSelects({
  districts,
  id,
  name,
  code,
  onChange,
  describedBy,
  invalid,
  required,
}: PlaceSelectsProps) {
  const groups = useMemo(() => groupByPlace(districts), [districts]);
  const chosen = districts.find((district) => district.id === code);
  const district = useRef<HTMLSelectElement>(null);
  // A district picked before the page's script ran is the form's value now; a value the form
  // gets later (its draft) shows in the select. The select stays uncontrolled: hydrating a
  // controlled one would undo what was picked before.
  const reported = useRef(false);
  useEffect(() => {
    const select = district.current;
    if (!select) return;
    if (!reported.current) {
      reported.current = true;
      if (select.value && select.value !== code) {
        onChange?.(select.value);
        return;
      }
    }
    if (code && select.value !== code) select.value = code;
  }, [code, onChange]);
  return (
    <div className={styles.Selects}>
      <div className={styles.Control}>
        <label htmlFor={`${id}-departamento`} className={styles.Label}>
          Departamento
        </label>
        <select
          id={`${id}-departamento`}
          className={styles.Select}
          defaultValue={chosen ? chosen.id.slice(0, 2) : ''}
        >
          <option value="">Elige tu departamento</option>
          {groups.map((departamento) => (
            <option key={departamento.code} value={departamento.code}>
              {departamento.nombre}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.Control}>
        <label htmlFor={`${id}-provincia`} className={styles.Label}>
          Provincia
        </label>
        <select
          id={`${id}-provincia`}
          className={styles.Select}
          defaultValue={chosen ? chosen.id.slice(0, 4) : ''}
        >
          <option value="">Elige tu provincia</option>
          {groups.map((departamento) => (
            <optgroup key={departamento.code} label={departamento.nombre}>
              {departamento.provincias.map((provincia) => (
                <option key={provincia.code} value={provincia.code}>
                  {provincia.nombre}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.Control}>
        <label htmlFor={id} className={styles.Label}>
          Distrito
        </label>
        <select
          ref={district}
          id={id}
          name={name}
          className={styles.Select}
          defaultValue={chosen ? chosen.id : ''}
          onChange={(event) => onChange?.(event.target.value)}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          <option value="">Elige tu distrito</option>
          {groups.flatMap((departamento) =>
            departamento.provincias.map((provincia) => (
              <optgroup key={provincia.code} label={`${provincia.nombre}, ${departamento.nombre}`}>
                {provincia.distritos.map((district) => (
                  <option key={district.id} value={district.id}>
                    {district.nombre}
                  </option>
                ))}
              </optgroup>
            )),
          )}
        </select>
      </div>
    </div>
  );
}
