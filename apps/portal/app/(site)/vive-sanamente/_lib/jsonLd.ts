import { article, podcastEpisode, videoObject, type JsonLdThing } from '@/lib/seo/jsonLd';
import type { Publication } from './types';

/**
 * A publication's structured data (issue #30): a video is a `VideoObject`, a podcast a
 * `PodcastEpisode` (each with its file, length and transcript), a reading or an infographic an
 * `Article` with its medical review.
 */
export function publicationJsonLd(
  publication: Publication,
  url: string,
  site: string,
): JsonLdThing {
  const media = publication.media;
  const transcript = media?.transcript.map((part) => part.text).join(' ') || null;
  if (publication.type === 'video' && media?.video) {
    return videoObject(
      {
        name: publication.title,
        url,
        description: publication.summary,
        thumbnail: media.poster ?? publication.image,
        contentUrl: media.video.url,
        durationSeconds: media.duration_seconds,
        transcript,
      },
      site,
    );
  }
  if (publication.type === 'podcast' && media?.audio) {
    return podcastEpisode(
      {
        name: publication.title,
        url,
        description: publication.summary,
        image: publication.image,
        contentUrl: media.audio.url,
        durationSeconds: media.duration_seconds,
        datePublished: publication.published_at,
        transcript,
      },
      site,
    );
  }
  return article(
    {
      headline: publication.title,
      url,
      description: publication.summary,
      image:
        publication.type === 'infografia'
          ? (publication.media_url ?? publication.image)
          : publication.image,
      datePublished: publication.published_at,
      dateModified: publication.reviewed_at ?? publication.published_at,
      reviewer: publication.reviewer,
      free: true,
    },
    site,
  );
}
