import { Button } from '@vivasalud/ui/button';
import styles from './SearchField.module.css';

export interface SearchFieldProps {
  /** The input's id (its hint is `<id>-ayuda`). */
  id: string;
  /** The query parameter it sends (`buscar`, `q`). */
  name: string;
  /** What it searches, as its visible label («Buscar en Vive sanamente»). */
  label: string;
  /** How to search, with an example («Por título, resumen o tema. Por ejemplo: …»). */
  hint: string;
  /** What the address searched for (the field's value in the HTML). */
  defaultValue: string;
  /** The longest query the service takes. */
  maxLength: number;
}

/**
 * The search box of a catalog's GET form (the library, the symptoms directory): a visible label,
 * a hint tied to the field, a `type="search"` input (no autocomplete of past searches: what
 * people search about their health is theirs) and «Buscar». Inside a `FilterForm`.
 */
export function SearchField({ id, name, label, hint, defaultValue, maxLength }: SearchFieldProps) {
  const hintId = `${id}-ayuda`;
  return (
    <div className={styles.Search}>
      <label htmlFor={id} className={styles.Label}>
        {label}
      </label>
      <p id={hintId} className={styles.Hint}>
        {hint}
      </p>
      <div className={styles.Row}>
        <input
          id={id}
          type="search"
          name={name}
          defaultValue={defaultValue}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          className={styles.Input}
        />
        <Button type="submit">Buscar</Button>
      </div>
    </div>
  );
}
