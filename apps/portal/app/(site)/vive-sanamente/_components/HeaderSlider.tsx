import { Card, CardBody, CardMedia, CardTitle } from '@vivasalud/ui/card';
import { Carousel } from '@vivasalud/ui/carousel';
import NextLink from 'next/link';
import { OptimizedImage } from '@/components/content/OptimizedImage';
import { publicationHref, typeTag, type Publication } from '../_lib/types';
import styles from './Library.module.css';

const CARD_SIZES = '(min-width: 900px) 20rem, 80vw';
const CARD_WIDTHS = [320, 640] as const;

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
                  alt=""
                  width={640}
                  height={360}
                  sizes={CARD_SIZES}
                  widths={CARD_WIDTHS}
                  // The first one is on screen when the page opens (its largest paint): not lazy.
                  {...(index === 0 ? { preload: true, fetchPriority: 'high' as const } : {})}
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
