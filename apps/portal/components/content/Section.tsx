import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** The section's `<h2>`, which names it. */
  title: ReactNode;
  /** An id the page can be linked to (`/pilares#prevencion`). */
  id?: string | undefined;
  /** Beside the text from 768 px (images, files); a section without it is one column. */
  media?: ReactNode;
  /** Whether `media` shows anything (a two-column layout is kept for it). */
  hasMedia: boolean;
  children?: ReactNode;
}

/** One section of a page: its title and text, and its media beside them on wide screens. */
export function Section({ title, id, media, hasMedia, children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={styles.Section} data-media={hasMedia}>
      <div className={styles.Body}>
        <h2 id={titleId} className={styles.Title}>
          {title}
        </h2>
        {children}
      </div>
      {media}
    </section>
  );
}

/** An image of a page served as it is by the content host (a program's picture). */
export function SectionImage(props: Omit<ComponentProps<'img'>, 'className'>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- served by the content host; the caller gives `alt`
  return <img className={styles.Image} {...props} />;
}
