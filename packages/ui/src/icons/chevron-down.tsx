import { Icon, type IconProps } from './Icon';

/** lucide `chevron-down` */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
