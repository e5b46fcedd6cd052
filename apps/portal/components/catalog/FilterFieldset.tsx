import { useId } from 'react';
import styles from './FilterFieldset.module.css';

export interface FilterFieldsetProps {
  /** The group's name, read first («Tema»). */
  legend: string;
  /** The address parameter the form sends (`tema`). */
  name: string;
  /**
   * `checkbox`: any number of options (the parameter repeats); `radio`: one, or none with
   * `allLabel`'s option (an empty value, which the address leaves out).
   */
  kind: 'checkbox' | 'radio';
  options: readonly { value: string; label: string }[];
  /** The values chosen now. */
  selected: readonly string[];
  /** A radio group's «none of them» option («Todas»). */
  allLabel?: string;
}

/**
 * One filter of a catalog's filter form (GOV.UK and NHS: a `fieldset` of native checkboxes or
 * radios, never a multi-select), in the page's HTML: it works before and without JavaScript, a
 * GET form sending it as `name=value` (repeated for checkboxes). A server component.
 */
export function FilterFieldset({
  legend,
  name,
  kind,
  options,
  selected,
  allLabel,
}: FilterFieldsetProps) {
  const id = useId();
  const choices =
    kind === 'radio' && allLabel ? [{ value: '', label: allLabel }, ...options] : options;
  return (
    <fieldset className={styles.Fieldset}>
      <legend className={styles.Legend}>{legend}</legend>
      <ul className={styles.Options}>
        {choices.map((option, index) => {
          const inputId = `${id}-${index}`;
          const checked =
            option.value === '' ? selected.length === 0 : selected.includes(option.value);
          return (
            <li key={option.value || '*'} className={styles.Option}>
              <input
                id={inputId}
                type={kind}
                name={name}
                // «Todas» sends `name=` without JavaScript, which the page reads as nothing;
                // `FilterForm` leaves empty values out of the address.
                value={option.value}
                defaultChecked={checked}
                className={styles.Input}
              />
              <label htmlFor={inputId} className={styles.Label}>
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
