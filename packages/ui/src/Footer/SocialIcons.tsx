import type { ComponentType } from 'react';
import { Icon, type IconProps } from '../icons/Icon';

/*
 * Brand marks for the social networks, drawn here as simple line icons on lucide's 24 px grid
 * (lucide has no brand icons). Decorative: the link around each one carries the name.
 */

export function TikTokIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.4 2.6 2.4 4.6 5 5" />
    </Icon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M16 7.5h-1.5A2.5 2.5 0 0 0 12 10v11" />
      <path d="M9 13h6" />
    </Icon>
  );
}

/** A network the footer has no mark for: a globe. */
export function WebIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18" />
    </Icon>
  );
}

interface KnownNetwork {
  name: string;
  Icon: ComponentType<IconProps>;
}

const KNOWN_NETWORKS: Record<string, KnownNetwork> = {
  tiktok: { name: 'TikTok', Icon: TikTokIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
};

/**
 * The network behind a footer entry's `tooltip` (its name as the content API writes it:
 * "tiktok", "YouTube", "Tik Tok"…): the name to show and read, and its mark.
 */
export function socialNetwork(tooltip: string): KnownNetwork {
  const key = tooltip.toLowerCase().replace(/[^a-z]/g, '');
  return KNOWN_NETWORKS[key] ?? { name: tooltip.trim(), Icon: WebIcon };
}
