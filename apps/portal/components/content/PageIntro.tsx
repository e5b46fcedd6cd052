import type { ComponentProps, ElementType, ReactNode } from 'react';
import styles from './PageIntro.module.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/** The top of a page: the breadcrumb and the intro, one under the other. */
export function PageTop({ className, ...props }: ComponentProps<'div'>) {
  return <div className={join(styles.Top, className)} {...props} />;
}

/** The page's heading block: title, lead, context and actions, aligned to the start. */
export function PageIntro(props: Omit<ComponentProps<'div'>, 'className'>) {
  return <div className={styles.Intro} {...props} />;
}

export interface PageTitleProps extends Omit<ComponentProps<'h1'>, 'className'> {
  /** The heading's highlighted end (the CMS's `strong_heading`), in the primary colour. */
  strong?: string | undefined;
}

/** The page's `<h1>`. */
export function PageTitle({ strong, children, ...props }: PageTitleProps) {
  return (
    <h1 className={styles.Title} {...props}>
      {children}
      {strong && (
        <>
          {' '}
          <span className={styles.Strong}>{strong}</span>
        </>
      )}
    </h1>
  );
}

export type LeadProps<As extends ElementType = 'p'> = {
  /** The element: a paragraph by default. */
  as?: As;
  children: ReactNode;
} & Omit<ComponentProps<As>, 'as' | 'children' | 'className'>;

/** The text under a heading, larger and muted, at a readable width. */
export function Lead<As extends ElementType = 'p'>({ as, ...props }: LeadProps<As>) {
  const Element: ElementType = as ?? 'p';
  return <Element className={styles.Lead} {...props} />;
}

/** What a view of the page is about, under its lead (the program of an appointments page). */
export function PageContext(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p className={styles.Context} {...props} />;
}
