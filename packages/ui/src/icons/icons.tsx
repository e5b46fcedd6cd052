/*
 * Every icon of the design system, one module each (issue #33: a page's first load carries the
 * header's three, not all of them). Components import the icon's own module; this is the list.
 */
export { Icon, type IconProps } from './Icon';
export { ChevronDownIcon } from './chevron-down';
export { CrownIcon } from './crown';
export { LogOutIcon } from './log-out';
export { ExternalLinkIcon } from './external-link';
export { MenuIcon } from './menu';
export { CloseIcon } from './close';
export { BookOpenIcon } from './book-open';
export { PhoneIcon } from './phone';
export { ShieldAlertIcon } from './shield-alert';
export { SirenIcon } from './siren';
export { ImageOffIcon } from './image-off';
export { ArrowRightIcon } from './arrow-right';
export { SearchXIcon } from './search-x';
export { ChevronLeftIcon } from './chevron-left';
export { ChevronRightIcon } from './chevron-right';
export { HouseIcon } from './house';
export { CircleAlertIcon } from './circle-alert';
export { CircleCheckIcon } from './circle-check';
export { InfoIcon } from './info';
export { EyeIcon } from './eye';
export { EyeOffIcon } from './eye-off';
export { CheckIcon } from './check';
export { MinusIcon } from './minus';
export { CloudOffIcon } from './cloud-off';
export { RotateCwIcon } from './rotate-cw';
