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
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type JSX,
  type KeyboardEvent,
} from 'react';
import {
  groupByPlace,
  indexDistricts,
  resultsStatus,
  searchDistricts,
  type District,
  type DistrictIndex,
} from '@/lib/forms/ubigeo';
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
/** GOV.UK's component waits this long after the last key before announcing the results. */
const STATUS_DELAY_MS = 1400;

const subscribeToNothing = () => () => {};
const inTheBrowser = () => true;
const notOnTheServer = () => false;

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
  // False in the server's HTML and while hydrating it, true from the render after (or at once in a
  // page rendered in the browser).
  const enhanced = useSyncExternalStore(subscribeToNothing, inTheBrowser, notOnTheServer);
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
      {enhanced ? (
        <DistrictCombobox
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
  describedBy,
  invalid,
  required,
}: PlaceSelectsProps) {
  const groups = useMemo(() => groupByPlace(districts), [districts]);
  const chosen = districts.find((district) => district.id === code);
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
          id={id}
          name={name}
          className={styles.Select}
          defaultValue={chosen ? chosen.id : ''}
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

/**
 * The district picked in the server's selects before hydration: they are still in the document
 * while the combobox renders for the first time (it replaces them in that render's commit).
 */
function choiceBeforeHydration(selectId: string, districts: ReadonlyMap<string, District>) {
  if (typeof document === 'undefined') return undefined;
  const select = document.getElementById(selectId);
  if (!(select instanceof HTMLSelectElement)) return undefined;
  return districts.has(select.value) ? select.value : undefined;
}

interface DistrictComboboxProps {
  districts: readonly District[];
  id: string;
  name: string;
  defaultValue: string | undefined;
  value: string | undefined;
  onChange: ((code: string) => void) | undefined;
  onBlur: (() => void) | undefined;
  describedBy: string;
  invalid: boolean;
  required: boolean | undefined;
}

const types = useCombobox.stateChangeTypes;

function DistrictCombobox({
  districts,
  id,
  name,
  defaultValue,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  required,
}: DistrictComboboxProps) {
  const byId = useMemo(() => new Map(districts.map((d) => [d.id, d])), [districts]);
  const index: DistrictIndex = useMemo(() => indexDistricts(districts), [districts]);
  const [picked] = useState(() => choiceBeforeHydration(id, byId));
  const [ownCode, setOwnCode] = useState(() => picked ?? value ?? defaultValue ?? '');
  const code = value ?? ownCode;
  const chosen = byId.get(code) ?? null;
  const [inputValue, setInputValue] = useState(() => byId.get(ownCode)?.nombre ?? '');

  // A code set from outside (a form reset, a controlled value the parent kept): the text follows
  // (downshift writes the chosen district's name when `selectedItem` changes; see the reducer).
  const [seenCode, setSeenCode] = useState(code);
  if (code !== seenCode) {
    setSeenCode(code);
    setInputValue(chosen?.nombre ?? '');
  }
  // Our own change of the value (`commit`): the text is the person's, kept as it is.
  const ownChange = useRef(false);

  const commit = (next: string) => {
    if (next === code) return;
    ownChange.current = true;
    setSeenCode(next);
    setOwnCode(next);
    onChange?.(next);
  };

  // What was picked before hydration is the form's value now (controlled use learns it once).
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    if (picked !== undefined && picked !== value) onChange?.(picked);
  }, [picked, value, onChange]);

  const matches = useMemo(() => searchDistricts(index, inputValue), [index, inputValue]);

  const stateReducer = (
    state: UseComboboxState<District>,
    { type, changes }: UseComboboxStateChangeOptions<District>,
  ): Partial<UseComboboxState<District>> => {
    switch (type) {
      // GOV.UK: Escape closes the list and keeps what is typed and chosen (downshift clears both
      // on a second Escape).
      case types.InputKeyDownEscape:
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      // The value changed: from our own `commit`, the text stays what the person typed or chose;
      // from outside, it becomes the new district's name.
      case types.ControlledPropUpdatedSelectedItem: {
        const own = ownChange.current;
        ownChange.current = false;
        return own ? { ...changes, inputValue: state.inputValue } : changes;
      }
      // GOV.UK: no wrapping; Up from the first option goes back to the text.
      case types.InputKeyDownArrowDown:
        return state.isOpen && state.highlightedIndex === matches.districts.length - 1
          ? { ...changes, highlightedIndex: state.highlightedIndex }
          : changes;
      case types.InputKeyDownArrowUp:
        return state.isOpen && state.highlightedIndex <= 0
          ? { ...changes, highlightedIndex: -1 }
          : changes;
      default:
        return changes;
    }
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<District>({
      items: matches.districts,
      itemToString: (district) => district?.nombre ?? '',
      itemToKey: (district) => district?.id ?? null,
      selectedItem: chosen,
      // The text is downshift's own state, not a controlled prop: a controlled `inputValue` is
      // written back a render late, and fast typing (a test's, a quick typist's on a slow phone)
      // lost letters in between («jesus maria» became «jessmaia»).
      initialInputValue: inputValue,
      inputId: id,
      labelId: `${id}-etiqueta`,
      menuId: `${id}-opciones`,
      getItemId: (n) => `${id}-opcion-${n}`,
      stateReducer,
      onInputValueChange: ({ type, inputValue: typed }) => {
        setInputValue(typed);
        // Text that no longer names the chosen district leaves no value (the form says so).
        if (type === types.InputChange && chosen && typed !== chosen.nombre) commit('');
      },
      onSelectedItemChange: ({ selectedItem }) => commit(selectedItem?.id ?? ''),
    });

  const typed = inputValue.trim() !== '';
  const listed = isOpen && matches.districts.length > 0;
  const status = isOpen && typed ? resultsStatus(matches.districts.length, matches.total) : '';
  const announced = useDelayed(status, STATUS_DELAY_MS);
  const placeId = `${id}-lugar`;

  return (
    <>
      <div className={styles.Row}>
        <div className={styles.Combobox}>
          {/* `htmlFor` is what getLabelProps sets too; written out, ESLint sees the pairing. */}
          <label {...getLabelProps({ className: styles.Label })} htmlFor={id}>
            Distrito
          </label>
          <input
            {...getInputProps({
              className: styles.Input,
              type: 'text',
              spellCheck: false,
              autoCapitalize: 'words',
              // Expanded only while options show (downshift says so for an open, empty list too).
              'aria-expanded': listed,
              'aria-describedby': chosen ? `${describedBy} ${placeId}` : describedBy,
              'aria-invalid': invalid || undefined,
              'aria-required': required || undefined,
              onBlur: () => onBlur?.(),
              onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                // Home and End move the caret in the text, as in GOV.UK's component.
                if (event.key === 'Home' || event.key === 'End') {
                  (
                    event.nativeEvent as { preventDownshiftDefault?: boolean }
                  ).preventDownshiftDefault = true;
                }
              },
            })}
          />
          <ul {...getMenuProps({ className: styles.Listbox })} hidden={!listed}>
            {isOpen
              ? matches.districts.map((district, n) => (
                  <li
                    key={district.id}
                    className={styles.Option}
                    data-highlighted={n === highlightedIndex ? '' : undefined}
                    {...getItemProps({ item: district, index: n })}
                  >
                    <span className={styles.OptionName}>{district.nombre}</span>{' '}
                    <span className={styles.OptionPlace}>
                      — {district.provincia}, {district.departamento}
                    </span>
                  </li>
                ))
              : null}
          </ul>
          {isOpen && typed && matches.total === 0 ? (
            <p className={styles.NoResults}>No hay resultados</p>
          ) : null}
        </div>
        {chosen ? (
          <dl id={placeId} className={styles.Place}>
            <div className={styles.PlaceItem}>
              <dt>Provincia:</dt> <dd>{chosen.provincia}</dd>
            </div>
            <div className={styles.PlaceItem}>
              <dt>Departamento:</dt> <dd>{chosen.departamento}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <input type="hidden" name={name} value={code} />
      <VisuallyHidden asChild>
        <div role="status" aria-live="polite" aria-atomic="true">
          {announced}
        </div>
      </VisuallyHidden>
    </>
  );
}

/** `value`, once it has stayed the same for `ms` (an empty value at once: nothing to say). */
function useDelayed(value: string, ms: number): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), value === '' ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return delayed;
}
