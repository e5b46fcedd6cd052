import { Carousel } from '@vivasalud/ui/carousel';
import { ContentActions } from '@/components/content/ContentActions';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { safeHref } from '@/lib/pages/links';
import type { Banner } from '../_lib/load';
import styles from './Home.module.css';

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
          // The slide's text says what it is about: the photo is decoration (`alt=""`). The first
          // one is the page's largest paint: preloaded from the head, with its very candidates.
          kind="hero"
          {...(first ? { preload: true } : {})}
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
