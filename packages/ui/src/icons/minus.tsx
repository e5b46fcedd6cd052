import { Icon, type IconProps } from './Icon';

/** lucide `minus` */
export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14" />
    </Icon>
  );
}
