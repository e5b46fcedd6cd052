import NextLink from 'next/link';
import { FocusOnMount } from './FocusOnMount';
import styles from './Confirmation.module.css';

export interface ConfirmationProps {
  title: string;
  reference: string;
  steps: readonly string[];
  /** Where to go next («Volver al programa»). */
  links: readonly { label: string; href: string }[];
}

/** A reference a page address may carry: `MAT-000042`; anything else is no reference. */
export const REFERENCE = /^[A-Z]{2,5}-\d{6,10}$/;

/**
 * GOV.UK's confirmation page (issue #32): a panel with what was received and its reference
 * number, then «Qué pasa ahora». The heading takes the focus (the page came after a send).
 */
export function Confirmation({ title, reference, steps, links }: ConfirmationProps) {
  return (
    <div className={styles.Confirmation}>
      <div className={styles.Panel}>
        <FocusOnMount>
          <h1 className={styles.Title} tabIndex={-1}>
            {title}
          </h1>
        </FocusOnMount>
        <p className={styles.Reference}>
          Tu número de referencia es
          <br />
          <strong>{reference}</strong>
        </p>
      </div>
      <h2>Qué pasa ahora</h2>
      <ul className={styles.Steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>Guarda tu número de referencia: te lo pediremos si nos llamas por esta solicitud.</p>
      <ul className={styles.Links}>
        {links.map((link) => (
          <li key={link.href}>
            <NextLink href={link.href}>{link.label}</NextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
