'use client';

import clsx from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { type ContentResource, ResourceCard, type ResourceCardProps } from '../ResourceCard';
import styles from './RelatedResources.module.css';

export interface RelatedResourcesProps extends ComponentProps<'section'> {
  /** The block's heading, from the page content (`heading_resources`). */
  heading: ReactNode;
  /** Level of the heading; each card's title sits one level below. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** The resources to show, already chosen by the app (spec §2 says which for each page). */
  resources: ContentResource[];
  linkComponent?: ResourceCardProps['linkComponent'];
  imageComponent?: ResourceCardProps['imageComponent'];
}

/** The related-resources block at the bottom of content pages; renders nothing without resources. */
export function RelatedResources({
  heading,
  headingLevel = 2,
  resources,
  linkComponent,
  imageComponent,
  className,
  ...props
}: RelatedResourcesProps) {
  const headingId = useId();
  if (resources.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const cardHeadingLevel = (headingLevel + 1) as ResourceCardProps['headingLevel'];
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(styles.RelatedResources, className)}
      {...props}
    >
      <Heading id={headingId} className={styles.Heading}>
        {heading}
      </Heading>
      <ul className={styles.List}>
        {resources.map((resource) => (
          <li key={resource.slug} className={styles.Item}>
            <ResourceCard
              {...resource}
              headingLevel={cardHeadingLevel}
              linkComponent={linkComponent}
              imageComponent={imageComponent}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
