import { Icon, type IconProps } from './Icon';

/** lucide `cloud-off` */
export function CloudOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057" />
      <path d="M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78" />
      <path d="m2 2 20 20" />
    </Icon>
  );
}
