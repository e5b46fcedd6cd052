import NextLink from 'next/link';
import { FocusOnMount } from './FocusOnMount';
import styles from './Confirmation.module.css';

export interface ConfirmationProps {
  title: string;
  reference: string;
  steps: readonly string[];
  /** Where to go next («Volver al programa»). */
  links: readonly { label: string; href: string }[];
  /** 1 where it is the page's heading; 2 inside a page that has its own (the comments' CMS page). */
  headingLevel?: 1 | 2;
}

/** A reference a page address may carry: `MAT-000042`; anything else is no reference. */
export const REFERENCE = /^[A-Z]{2,5}-\d{6,10}$/;

/**
 * GOV.UK's confirmation page (issue #32): a panel with what was received and its reference
 * number, then «Qué pasa ahora». The heading takes the focus (the page came after a send).
 */
export function Confirmation({
  title,
  reference,
  steps,
  links,
  headingLevel = 1,
}: ConfirmationProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Next = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className={styles.Confirmation}>
      <div className={styles.Panel}>
        <FocusOnMount>
          <Title className={styles.Title} tabIndex={-1}>
            {title}
          </Title>
        </FocusOnMount>
        <p className={styles.Reference}>
          Tu número de referencia es
          <br />
          <strong>{reference}</strong>
        </p>
      </div>
      <Next>Qué pasa ahora</Next>
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
