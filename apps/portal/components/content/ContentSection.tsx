import type { ContentSchema } from '@vivasalud/api-client/content';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { safeHref } from '@/lib/pages/links';
import { ContentActions } from './ContentActions';
import styles from './ContentSection.module.css';
import { RichText } from './RichText';
import { Section } from './Section';

type CmsSection = ContentSchema<'Section'>;
type Media = ContentSchema<'Media'>;

/** A section id the page can be linked to (`/pilares#prevencion`): the slug, when it is one. */
function anchorOf(slug: string): string | undefined {
  // `contenido` is the main element's id (the header's skip link).
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(slug) && slug !== 'contenido' ? slug : undefined;
}

function SectionMedia({ media }: { media: readonly Media[] }) {
  const shown = media.filter((item) => safeHref(item.file));
  if (shown.length === 0) return null;
  return (
    <div className={styles.Media}>
      {shown.map((item, index) =>
        item.file_type === 'image' ? (
          <figure key={`${item.file}-${index}`} className={styles.Figure}>
            {/*
              The CMS gives no dimensions: the box keeps the illustrations' 16:9 before the image
              arrives (no layout shift); the image fills it, in the widths it is shown at
              (lib/imageKinds.ts), loaded lazily (sections are below the page's heading).
            */}
            <div className={styles.ImageBox}>
              <OptimizedImage
                className={styles.Image}
                src={item.file}
                kind="section"
                alt={item.title}
              />
            </div>
            {item.caption?.trim() && (
              <figcaption className={styles.Caption}>{item.caption}</figcaption>
            )}
          </figure>
        ) : (
          <p key={`${item.file}-${index}`}>
            <a href={item.file} target="_blank" rel="noopener noreferrer">
              {item.title} <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
            </a>
          </p>
        ),
      )}
    </div>
  );
}

/** One section of a CMS page (spec §3): title, HTML copy, media and actions. */
export function ContentSection({ section }: { section: CmsSection }) {
  const anchor = anchorOf(section.slug);
  const media = section.media ?? [];
  const hasMedia = media.some((item) => safeHref(item.file));
  return (
    <Section
      id={anchor}
      title={section.title}
      hasMedia={hasMedia}
      media={<SectionMedia media={media} />}
    >
      <RichText html={section.copy} />
      <ContentActions actions={section.actions ?? []} look="links" />
    </Section>
  );
}
