import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import styles from './CatalogCard.module.css';

/** A card's tags: its category, «Pro» (read out as «para miembros pro»), and any extra one. */
export function CardTags({
  category,
  isPro,
  extra,
}: {
  category: string;
  isPro: boolean;
  extra?: string;
}) {
  return (
    <p className={styles.Tags}>
      <span className={styles.Tag}>{category}</span>
      {isPro && (
        <span className={styles.ProTag}>
          Pro <VisuallyHidden>(para miembros pro)</VisuallyHidden>
        </span>
      )}
      {extra && <span className={styles.Tag}>{extra}</span>}
    </p>
  );
}
