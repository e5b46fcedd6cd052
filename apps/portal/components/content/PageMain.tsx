import type { ReactNode } from 'react';
import styles from './PageMain.module.css';

export interface PageMainProps {
  /** Before the centred column, full width (structured data, the home's hidden title and hero). */
  head?: ReactNode;
  /** The page's blocks, in the content pages' column (one gap between each). */
  children: ReactNode;
  /** After the centred column, full width (the home's closing call to action). */
  foot?: ReactNode;
}

/** A page's `<main>` (the skip link's `#contenido`) and the content pages' centred column. */
export function PageMain({ head, children, foot }: PageMainProps) {
  return (
    <main id="contenido" className={styles.Main}>
      {head}
      <div className={styles.Container}>{children}</div>
      {foot}
    </main>
  );
}
