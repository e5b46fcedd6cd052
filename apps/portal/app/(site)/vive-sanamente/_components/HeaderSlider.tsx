import { Card, CardBody, CardMedia, CardTitle } from '@vivasalud/ui/card';
import { Carousel } from '@vivasalud/ui/carousel';
import NextLink from 'next/link';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { publicationHref, typeTag, type Publication } from '../_lib/types';
import styles from './Library.module.css';

/**
 * The library's header slider (spec §7: `listLiveHealthyHeaderSlider/3/`, always 3): the newest
 * publications in the design system's carousel, the same as home's. Nothing when the service
 * has none or fails (the list below is the page).
 */
export function HeaderSlider({ publications }: { publications: readonly Publication[] }) {
  if (publications.length === 0) return null;
  return (
    <section aria-labelledby="destacados" className={styles.Featured}>
      <h2 id="destacados" className={styles.FeaturedTitle}>
        Lo más reciente
      </h2>
      <Carousel label="Publicaciones destacadas de Vive sanamente" className={styles.Carousel}>
        {publications.map((publication, index) => (
          <Card key={publication.id}>
            {publication.image && (
              <CardMedia>
                <OptimizedImage
                  src={publication.image}
                  kind="slideCard"
                  // The first one is on screen when the page opens (its largest paint): not lazy.
                  {...(index === 0 ? { preload: true } : {})}
                />
              </CardMedia>
            )}
            <CardTitle level={3}>
              <NextLink href={publicationHref(publication)}>{publication.title}</NextLink>
            </CardTitle>
            <CardBody>
              <p>
                <span className={styles.Kind}>{typeTag(publication.type)}.</span>{' '}
                {publication.summary}
              </p>
            </CardBody>
          </Card>
        ))}
      </Carousel>
    </section>
  );
}
