// No 'use client': the card holds no state and renders on the server (issue #6), so an app can
// pass it server components (`imageComponent`) as well as client ones (`next/link`).
import clsx from 'clsx';
import { type ComponentProps, type ElementType, useId } from 'react';
import { ImageOffIcon } from '../icons/image-off';
import styles from './ResourceCard.module.css';

/** An action of a content resource (spec §3): the card links with the first one. */
export interface ResourceAction {
  title: string;
  link: string;
}

/** A content resource as the content API gives it (spec §3). */
export interface ContentResource {
  slug: string;
  title: string;
  /** Image URL; a placeholder is shown when it is missing. */
  file?: string | null;
  copy?: string | null;
  actions?: ResourceAction[] | null;
}

/** Props the card passes to `imageComponent` (they fit `next/image` and its `getImageProps`). */
export interface ResourceCardImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  loading: 'lazy';
  className?: string;
}

/** Link text when the resource has no action. */
export const DEFAULT_RESOURCE_LINK_TITLE = 'Ver más';
/** Link target when the resource has no action (spec §2). */
export const DEFAULT_RESOURCE_LINK = '/';

export interface ResourceCardProps
  extends Omit<ComponentProps<'article'>, 'title'>, ContentResource {
  /** Level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The element the link renders as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }>;
  /**
   * The element the image renders as: `'img'` by default, or the app's own, e.g. a server component
   * that renders an `<img>` with `next/image`'s `getImageProps()` (no client code), or `next/image`.
   */
  imageComponent?: ElementType<ResourceCardImageProps>;
}

export function ResourceCard({
  slug,
  title,
  file,
  copy,
  actions,
  headingLevel = 3,
  linkComponent: LinkComponent = 'a',
  imageComponent: ImageComponent = 'img',
  className,
  ...props
}: ResourceCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const action = actions?.[0];
  return (
    <article
      data-slug={slug}
      data-media={file ? 'image' : 'placeholder'}
      className={clsx(styles.ResourceCard, className)}
      {...props}
    >
      <div className={styles.Media}>
        {file ? (
          // Decorative: the title next to it says what the resource is.
          <ImageComponent
            src={file}
            alt=""
            width={195}
            height={195}
            sizes="(min-width: 768px) 195px, 120px"
            loading="lazy"
            className={styles.Image}
          />
        ) : (
          <ImageOffIcon className={styles.Placeholder} />
        )}
      </div>
      <div className={styles.Content}>
        <Heading id={titleId} className={styles.Tag}>
          {title}
        </Heading>
        {copy && <p className={styles.Copy}>{copy}</p>}
        <LinkComponent
          href={action?.link || DEFAULT_RESOURCE_LINK}
          className={styles.Link}
          aria-describedby={titleId}
        >
          {action?.title || DEFAULT_RESOURCE_LINK_TITLE}
        </LinkComponent>
      </div>
    </article>
  );
}
