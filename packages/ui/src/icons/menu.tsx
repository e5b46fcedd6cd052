import { Icon, type IconProps } from './Icon';

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
