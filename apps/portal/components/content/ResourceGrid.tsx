import type { ContentSchema } from '@vivasalud/api-client/content';
import { CardGrid, CardGridItem } from '@vivasalud/ui/card-grid';
import { ResourceCard } from '@vivasalud/ui/resource-card';
import { CARD_IMAGE_WIDTHS } from '@/lib/images';
import { hrefKind } from '@/lib/pages/links';
import { Block } from './Block';
import styles from './ResourceGrid.module.css';
import { OptimizedImage, type OptimizedImageProps } from './OptimizedImage';
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
/** A card's displayed widths (spec §2), at 1x and 2x: the only ones its `srcSet` lists. */
const CARD_WIDTHS = [CARD_IMAGE_WIDTHS.small, CARD_IMAGE_WIDTHS.large].flatMap((width) => [
  width,
  width * 2,
]);

/** A resource card's image: `OptimizedImage` with the card's widths only. */
function CardImage(props: OptimizedImageProps) {
  return <OptimizedImage {...props} widths={CARD_WIDTHS} />;
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
              // (lib/images.ts), lazy, in the card's 195/120 px box.
              imageComponent={CardImage}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </Block>
  );
}
