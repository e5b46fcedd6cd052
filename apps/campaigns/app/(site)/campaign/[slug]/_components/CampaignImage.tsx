import type { Campaign } from '../_lib/campaign';

export interface CampaignImageProps {
  image: Campaign['image'];
  className?: string;
  /** The landing's image is its largest paint: loaded first. Cards load theirs lazily. */
  priority?: boolean;
}

/**
 * A campaign's image from the content service's media, with its text alternative. A plain
 * `<img>`: the campaigns site does not run Next's image optimizer (the service's `.webp` files
 * are already sized for the web), so a spike adds no image work on the server.
 */
export function CampaignImage({ image, className, priority = false }: CampaignImageProps) {
  if (!image) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: no optimizer on this site
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
