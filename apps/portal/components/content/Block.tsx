import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './Block.module.css';

export interface BlockProps extends Omit<ComponentProps<'section'>, 'aria-labelledby'> {
  /** The block's `<h2>`, which names the section. */
  heading: ReactNode;
  /** `section`: the smaller heading of a page's sections (a program's «Beneficios»). */
  headingSize?: 'block' | 'section';
  /** The heading's id, when the page links to it; a generated one otherwise. */
  headingId?: string;
}

/** A block of a page: a section named by its `<h2>`, its content under it. */
export function Block({
  heading,
  headingSize = 'block',
  headingId,
  className,
  children,
  ...props
}: BlockProps) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  return (
    <section
      aria-labelledby={titleId}
      className={[styles.Block, className].filter(Boolean).join(' ')}
      {...props}
    >
      <h2
        id={titleId}
        className={styles.Title}
        data-size={headingSize === 'section' ? 'section' : undefined}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
