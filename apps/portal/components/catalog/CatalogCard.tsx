import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { ContentActions } from '@/components/content/ContentActions';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { CardTags } from './CardTags';
import styles from './CatalogCard.module.css';

/** Where a card leads when the service gives it no action (spec §2: default «/»). */
const DEFAULT_ACTION = { title: 'Ver más', link: '/' };

export interface CatalogCardProps {
  title: string;
  /** The detail page's address. */
  href: string;
  image: string | null;
  /** Category label, «Pro», and one more tag («Finalizada», «Guía»). */
  tags: { category: string; isPro: boolean; extra?: string | undefined };
  /** Facts as a description list; the terms are read by screen readers only. */
  facts: readonly { term: string; detail: ReactNode }[];
  /**
   * The service's actions: the first one is the card's (spec §2: «Ver más» to `/` when there is
   * none); `null` where the service gives cards no action (the title is the card's only link).
   */
  actions: readonly { title: string; link: string }[] | null;
  /** Below the facts: what the page adds for the person (a client island, e.g. progress). */
  children?: ReactNode;
}

/**
 * A catalog card (a server component: no JavaScript): image or placeholder, tags, title (to its
 * page), facts, and its first action. Every catalog area shows its items with it.
 */
export function CatalogCard({
  title,
  href,
  image,
  tags,
  facts,
  actions,
  children,
}: CatalogCardProps) {
  const action = actions === null ? null : (actions[0] ?? DEFAULT_ACTION);
  return (
    <article className={styles.Card}>
      <div className={styles.Media}>
        {image ? (
          <OptimizedImage src={image} kind="catalogCard" />
        ) : (
          <div className={styles.Placeholder} aria-hidden="true">
            VivaSalud
          </div>
        )}
      </div>
      <div className={styles.Body}>
        <CardTags
          category={tags.category}
          isPro={tags.isPro}
          {...(tags.extra ? { extra: tags.extra } : {})}
        />
        <h3 className={styles.Title}>
          <NextLink href={href} className={styles.TitleLink}>
            {title}
          </NextLink>
        </h3>
        {facts.length > 0 && (
          <dl className={styles.Facts}>
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>{fact.detail}</dd>
              </div>
            ))}
          </dl>
        )}
        {children && <div className={styles.Extra}>{children}</div>}
        {action && (
          <div className={styles.Action}>
            <ContentActions actions={[action]} look="links" />
          </div>
        )}
      </div>
    </article>
  );
}
