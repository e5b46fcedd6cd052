import { Carousel } from '@vivasalud/ui/carousel';
import { preload } from 'react-dom';
import { ContentActions } from '@/components/content/ContentActions';
import { OptimizedImage, optimizedImageAttributes } from '@/components/content/OptimizedImage';
import { safeHref } from '@/lib/pages/links';
import type { Banner } from '../_lib/load';
import styles from './Home.module.css';

/** The hero's image box (the seed's hero images are 1280 × 560). */
const HERO_WIDTH = 1280;
const HERO_HEIGHT = 560;
const HERO_SIZES = '100vw';
/**
 * The widths its `srcSet` lists: phones at 2x–3x up to the image's own width (the service's images
 * are 1280 px wide; a larger request would not be sharper). Every width of next.config would put
 * 19 URLs per slide, twice, in the page.
 */
const HERO_WIDTHS = [640, 750, 828, 1080, 1200] as const;

function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const image = banner.images?.find((candidate) => safeHref(candidate.file));
  const title = banner.title?.trim();
  const copy = banner.promotional_content?.trim();
  return (
    <div className={styles.Slide}>
      {image && (
        <OptimizedImage
          className={styles.SlideImage}
          src={image.file}
          // The slide's text says what it is about: the photo is decoration.
          alt=""
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          sizes={HERO_SIZES}
          widths={HERO_WIDTHS}
          {...(first ? { preload: true, fetchPriority: 'high' as const } : {})}
        />
      )}
      <div className={styles.SlideText}>
        {title && <h2 className={styles.SlideTitle}>{title}</h2>}
        {copy && <p className={styles.SlideCopy}>{copy}</p>}
        <ContentActions actions={banner.actions ?? []} onDark />
      </div>
    </div>
  );
}

/**
 * The home hero (issue #18): the slider of `home/slider/` (or the page hero), which the header
 * floats over (spec §2). Nothing moves by itself; the first slide is in the server HTML with its
 * image loaded first (the page's largest paint), the others load lazily.
 */
export function HeroSlider({ slides }: { slides: readonly Banner[] }) {
  if (slides.length === 0) return <div className={styles.HeroSpacer} aria-hidden="true" />;
  const firstImage = slides[0]?.images?.find((candidate) => safeHref(candidate.file));
  if (firstImage) {
    // A <link rel="preload"> in the head: the browser asks for the hero before it lays out the page.
    const { srcSet, sizes } = optimizedImageAttributes({
      src: firstImage.file,
      alt: '',
      width: HERO_WIDTH,
      height: HERO_HEIGHT,
      sizes: HERO_SIZES,
      widths: HERO_WIDTHS,
    });
    preload(firstImage.file, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet } : {}),
      ...(sizes ? { imageSizes: sizes } : {}),
    });
  }
  return (
    <div className={styles.Hero}>
      <Carousel label="Destacados" controls="overlay" className={styles.HeroCarousel}>
        {slides.map((banner, index) => (
          <Slide key={`${banner.title}-${index}`} banner={banner} first={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}
