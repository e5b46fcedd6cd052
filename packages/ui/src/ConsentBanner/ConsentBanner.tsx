'use client';

import clsx from 'clsx';
import { useId, useState, type ComponentProps } from 'react';
import { Button } from '../Button';
import { Link } from '../Link';
import styles from './ConsentBanner.module.css';

export interface ConsentBannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The app decides when it shows (spec §4: signed in, terms accepted, clauses not yet). */
  open?: boolean;
  /** "Aceptar" (only reachable while the box is ticked and nothing is being submitted). */
  onAccept: () => void;
  /** "Cancelar": the app hides the banner for the current view. */
  onCancel: () => void;
  /** The acceptance is being sent: Aceptar is disabled and shows "Cargando". */
  submitting?: boolean;
  /** The consent box, controlled; leave out to let the banner hold it. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The page explaining the additional uses, opened in a new tab. */
  additionalUsesHref?: string;
}

/** Consent to the additional uses of personal data, fixed at the bottom (spec §4, §5). */
export function ConsentBanner({
  open = true,
  onAccept,
  onCancel,
  submitting = false,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  additionalUsesHref = '/usos-adicionales',
  className,
  ...props
}: ConsentBannerProps) {
  const titleId = useId();
  const checkboxId = useId();
  const [uncontrolledChecked, setUncontrolledChecked] = useState(defaultChecked);
  const checked = checkedProp ?? uncontrolledChecked;

  if (!open) return null;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      data-state={submitting ? 'submitting' : checked ? 'checked' : 'unchecked'}
      className={clsx(styles.ConsentBanner, className)}
      {...props}
    >
      <div className={styles.Inner}>
        <h2 id={titleId} className={styles.Title}>
          ¿Quieres recibir beneficios, promos y sorpresas hechas para ti?
        </h2>
        <div className={styles.Field}>
          <input
            id={checkboxId}
            type="checkbox"
            name="additional_clauses"
            required
            className={styles.Checkbox}
            checked={checked}
            disabled={submitting}
            onChange={(event) => {
              setUncontrolledChecked(event.target.checked);
              onCheckedChange?.(event.target.checked);
            }}
          />
          <label htmlFor={checkboxId} className={styles.Label}>
            Acepto el tratamiento de mis datos personales para los{' '}
            {/* The words only are drawn (and underlined): no trailing space. The name says
                where it opens and starts with those words (WCAG 2.5.3, label in name). */}
            <Link
              href={additionalUsesHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="usos adicionales (se abre en una pestaña nueva)"
            >
              usos adicionales
            </Link>
            .
          </label>
        </div>
        <div className={styles.Actions}>
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button disabled={!checked} loading={submitting} onClick={onAccept}>
            Aceptar
          </Button>
        </div>
      </div>
    </section>
  );
}
