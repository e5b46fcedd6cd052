'use client';

/**
 * The combobox of «Distrito donde vives» (issue #32; `UbigeoField` says how the field works and
 * why downshift). A module of its own: the field loads it once the page is idle, so downshift is
 * not part of the form page's first load; the native selects serve until then.
 */
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  indexDistricts,
  resultsStatus,
  searchDistricts,
  type District,
  type DistrictIndex,
} from '@/lib/forms/ubigeo';
import styles from './UbigeoField.module.css';

/** GOV.UK's component waits this long after the last key before announcing the results. */
const STATUS_DELAY_MS = 1400;

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

export interface DistrictComboboxProps {
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

export function DistrictCombobox({
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
