'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './forms.module.css';
import { Heading, type HeadingLevel } from './Heading';

/**
 * The heading of a step that replaced a form (link sent, password saved): it takes the focus so
 * screen readers start reading the new step and keyboard users do not fall back to the page top.
 */
export function StepHeading({
  children,
  level = 1,
}: {
  children: ReactNode;
  level?: HeadingLevel;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Heading level={level} ref={ref} tabIndex={-1} className={styles.Title}>
      {children}
    </Heading>
  );
}
