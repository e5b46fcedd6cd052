import type { ContentSchema } from '@vivasalud/api-client/content';
import { CardGrid, CardGridItem } from '@vivasalud/ui/card-grid';
import { ResourceCard, type ResourceCardImageProps } from '@vivasalud/ui/resource-card';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { hrefKind } from '@/lib/pages/links';
import { Block } from './Block';
import styles from './ResourceGrid.module.css';
import { SiteLink } from './SiteLink';

type Resource = ContentSchema<'Resource'>;

/**
 * The card's link is its first action (default "/", spec §2); an action whose address is not a
 * safe same-site or web link is dropped, so the card falls back to the default.
 */
function cardActions(resource: Resource) {
  return (resource.actions ?? [])
    .filter((action) => hrefKind(action.link))
    .map((action) => ({ title: action.title, link: action.link.trim() }));
}

export interface ResourceGridProps {
  heading: string;
  resources: readonly Resource[];
}

/**
 * A titled block of resource cards (image, or a placeholder when missing; tag; copy; link). A server
 * component, as the cards: they ship no JavaScript (issue #6).
 */
/**
 * A resource card's image: the client image with the card's kind (its 120/195 px at 1x and 2x),
 * so that the page's payload holds its address only. The card's `sizes` and box are the kind's.
 */
function CardImage({ src, className }: ResourceCardImageProps) {
  return <OptimizedImage src={src} kind="resourceCard" className={className} />;
}

export function ResourceGrid({ heading, resources }: ResourceGridProps) {
  if (resources.length === 0) return null;
  return (
    <Block heading={heading} data-print="hide">
      <CardGrid maxColumns={2} className={styles.Cards}>
        {resources.map((resource, index) => (
          <CardGridItem key={`${resource.slug}-${index}`}>
            <ResourceCard
              slug={resource.slug}
              title={resource.title}
              file={resource.file}
              copy={resource.copy}
              actions={cardActions(resource)}
              headingLevel={3}
              linkComponent={SiteLink}
              // A plain <img> with next/image's attributes: the card's widths, quality 75, AVIF/WebP
              // (lib/imageKinds.ts), lazy, in the card's 195/120 px box.
              imageComponent={CardImage}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </Block>
  );
}
