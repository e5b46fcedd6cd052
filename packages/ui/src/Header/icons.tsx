import type { ComponentProps, ReactNode } from 'react';

/*
 * The header's icons, drawn inline with lucide's paths on its 24 px grid. The header is on every
 * page: importing lucide-react brought its icon runtime into every page's first load (issue #6).
 * Decorative unless given a name (`aria-label`), as lucide does.
 */

export interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Width and height in px. */
  size?: number;
}

function Icon({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : true}
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** lucide `chevron-down` */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** lucide `crown` */
export function CrownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z" />
      <path d="M5 21h14" />
    </Icon>
  );
}

/** lucide `log-out` */
export function LogOutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m16 17 5-5-5-5" />
      <path d="M21 12H9" />
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    </Icon>
  );
}

/** lucide `external-link` */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 3h6v6" />
      <path d="M10 14 21 3" />
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </Icon>
  );
}

/** lucide `menu` (the hamburger) */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </Icon>
  );
}

/** lucide `x` */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Icon>
  );
}
