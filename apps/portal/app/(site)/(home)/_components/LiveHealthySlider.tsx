import { Card, CardBody, CardMedia, CardTitle } from '@vivasalud/ui/card';
import { Carousel } from '@vivasalud/ui/carousel';
import { ContentActions } from '@/components/content/ContentActions';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { RichText } from '@/components/content/RichText';
import { SiteLink } from '@/components/content/SiteLink';
import { hrefKind, safeHref } from '@/lib/pages/links';
import type { LiveHealthySlide, Section } from '../_lib/load';
import { Block } from '@/components/content/Block';
import styles from './Home.module.css';

/** The block's heading and link when the home page has no «Vive sanamente» section. */
const DEFAULT_SECTION: Section = {
  slug: 'vive-sanamente',
  title: 'Vive sanamente',
  copy: null,
  media: [],
  actions: [
    {
      title: 'Ir a Vive sanamente',
      link: '/vive-sanamente',
      is_external: false,
      is_new: false,
      is_pro: false,
    },
  ],
};

/** One publication: the design system's card (image, title to its page, summary). */
function Publication({ slide }: { slide: LiveHealthySlide }) {
  const href = slide.link?.trim();
  const internal = hrefKind(href) === 'internal';
  return (
    <Card>
      {safeHref(slide.image) && (
        <CardMedia>
          <OptimizedImage src={slide.image} kind="slideCard" />
        </CardMedia>
      )}
      <CardTitle level={3}>
        {href && internal ? <SiteLink href={href}>{slide.title}</SiteLink> : slide.title}
      </CardTitle>
      {slide.summary?.trim() && (
        <CardBody>
          <p>{slide.summary}</p>
        </CardBody>
      )}
    </Card>
  );
}

/**
 * «Vive sanamente» on home (issue #18): the home page's section of that name (its text and «Ir a
 * Vive sanamente») with the slider of readings, videos, podcasts and infographics
 * (`listLiveHealthyHomeSlider`, or its «not found» list when that one is empty). Nothing when
 * there is no slide.
 */
export function LiveHealthySlider({
  slides,
  section,
}: {
  slides: readonly LiveHealthySlide[];
  section: Section | undefined;
}) {
  const shown = slides.filter((slide) => slide.title?.trim());
  if (shown.length === 0) return null;
  const { title, copy, actions } = section ?? DEFAULT_SECTION;
  return (
    <Block heading={title?.trim() || DEFAULT_SECTION.title} className={styles.Sliding}>
      <RichText html={copy} />
      <Carousel label="Publicaciones de Vive sanamente" className={styles.CardCarousel}>
        {shown.map((slide) => (
          <Publication key={slide.id} slide={slide} />
        ))}
      </Carousel>
      <ContentActions actions={actions?.length ? actions : DEFAULT_SECTION.actions} look="links" />
    </Block>
  );
}
