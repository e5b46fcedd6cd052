export { Header, preloadAccountMenu, type HeaderLogo, type HeaderProps } from './Header';
export { type AccountLink, type HeaderUser } from './AccountMenu';
export { type HeaderLinkComponent } from './MenuLink';
export { HEADER_MOBILE_BREAKPOINT_PX } from './MobileMenu';
export {
  DEFAULT_MENU_ITEMS,
  NAVIGATION_MENU_TIMINGS,
  selectMenuItems,
  type MenuItem,
} from './menuItems';
