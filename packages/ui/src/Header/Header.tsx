'use client';

// A client component: it keeps menu state and handles clicks (the apps render it from server layouts).
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import {
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { AccountMenu, type HeaderUser } from './AccountMenu';
import { MenuLink, type HeaderLinkComponent } from './MenuLink';
import { MobileMenu } from './MobileMenu';
import {
  DEFAULT_MENU_ITEMS,
  NAVIGATION_MENU_TIMINGS,
  hasChildren,
  isCurrentPath,
  selectMenuItems,
  type MenuItem,
} from './menuItems';
import styles from './Header.module.css';

/** A logo image (the navigation content's `logo`). */
export interface HeaderLogo {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface HeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /**
   * The menu, shaped like the navigation content's `menu_items` (spec §3). It may hold both
   * Telemedicina and Programas de salud: the header shows the one that matches `isPro`.
   */
  menuItems?: readonly MenuItem[];
  /** The signed-in person, or `null` for a visitor. */
  user?: HeaderUser | null;
  /** Pro member (membership "pro"): the crown and Telemedicina. */
  isPro?: boolean;
  /** Called by "Cerrar sesión". */
  onLogout?: () => void;
  /** While the logout runs: the logout button is busy ("Cargando"). */
  logoutLoading?: boolean;
  /** Where "Inicia sesión" leads (the app may add `?redirect=`). */
  loginHref?: string;
  /** Where the logo leads. */
  homeHref?: string;
  /** `floating` over the home hero; `static` with a bottom border everywhere else. */
  variant?: 'floating' | 'static';
  /** The element internal links render as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: HeaderLinkComponent;
  /** An image (`src`, `alt`) or any node; the VivaSalud wordmark by default. */
  logo?: HeaderLogo | ReactNode;
  /** Asks the external-link confirmation before an external item opens in a new tab. */
  onExternalLink?: (url: string) => void;
  /** The path being shown, to mark its link with `aria-current="page"`. */
  currentPath?: string;
  /** The skip link's target: the page's main content. */
  skipLinkTarget?: string;
}

function isLogoImage(logo: unknown): logo is HeaderLogo {
  return (
    typeof logo === 'object' &&
    logo !== null &&
    !isValidElement(logo) &&
    'src' in logo &&
    typeof logo.src === 'string'
  );
}

/**
 * Radix NavigationMenu 1.4.1 puts an empty focus proxy after an open trigger: a `tabindex="0"`
 * span that passes focus on into the submenu, marked `aria-hidden`. A focusable element hidden
 * from assistive technology fails WCAG 4.1.2 (axe `aria-hidden-focus`), so once it is rendered
 * we drop `aria-hidden` (what Reka UI, its Vue port, did upstream). It holds no content and hands
 * focus on at once, so a screen reader never stops on it.
 */
function useExposedFocusProxies(openItem: string) {
  const navRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!openItem) return;
    navRef.current
      ?.querySelectorAll('[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.removeAttribute('aria-hidden'));
  }, [openItem]);
  return navRef;
}

function renderLogo(logo: HeaderLogo | ReactNode) {
  if (logo === undefined || logo === null) {
    return <span className={styles.Wordmark}>VivaSalud</span>;
  }
  if (isLogoImage(logo)) {
    return (
      <img
        className={styles.LogoImage}
        src={logo.src}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
      />
    );
  }
  return logo;
}

/**
 * The site header of spec §2: logo, the main navigation (Radix NavigationMenu, open delay 200 ms,
 * skip delay 300 ms, close delay 150 ms), the greeting with logout or "Inicia sesión", and under
 * 900 px a hamburger with a full-screen overlay.
 */
export function Header({
  menuItems = DEFAULT_MENU_ITEMS,
  user = null,
  isPro = false,
  onLogout,
  logoutLoading = false,
  loginHref = '/auth/login',
  homeHref = '/',
  variant = 'static',
  linkComponent: LinkComponent = 'a',
  logo,
  onExternalLink,
  currentPath,
  skipLinkTarget = '#contenido',
  className,
  ...props
}: HeaderProps) {
  const items = selectMenuItems(menuItems, isPro);
  const logoNode = renderLogo(logo);
  const [openItem, setOpenItem] = useState('');
  const navRef = useExposedFocusProxies(openItem);

  const renderNavLink = (item: MenuItem, className: string | undefined) => {
    const active = isCurrentPath(item.url, currentPath);
    return (
      <NavigationMenu.Link asChild active={active}>
        <MenuLink
          item={item}
          linkComponent={LinkComponent}
          onExternalLink={onExternalLink}
          className={className}
        />
      </NavigationMenu.Link>
    );
  };

  return (
    <header data-variant={variant} className={clsx(styles.Header, className)} {...props}>
      <a href={skipLinkTarget} className={styles.SkipLink}>
        Saltar al contenido
      </a>
      <div className={styles.Bar}>
        <LinkComponent href={homeHref} className={styles.Logo}>
          {logoNode}
        </LinkComponent>

        <NavigationMenu.Root
          ref={navRef}
          value={openItem}
          onValueChange={setOpenItem}
          aria-label="Menú principal"
          className={styles.Nav}
          delayDuration={NAVIGATION_MENU_TIMINGS.openDelayMs}
          skipDelayDuration={NAVIGATION_MENU_TIMINGS.skipDelayMs}
          // closeDelayMs: Radix 1.4.1 has no prop for it; its fixed close timer is 150 ms.
        >
          <NavigationMenu.List className={styles.NavList}>
            {items.map((item, index) => (
              <NavigationMenu.Item key={`${item.title}-${index}`} className={styles.NavItem}>
                {hasChildren(item) ? (
                  <>
                    <NavigationMenu.Trigger className={styles.NavTrigger}>
                      {item.title}
                      <ChevronDown
                        className={styles.Chevron}
                        aria-hidden="true"
                        focusable="false"
                        size={16}
                      />
                    </NavigationMenu.Trigger>
                    <NavigationMenu.Content className={styles.Submenu}>
                      <ul className={styles.SubmenuList}>
                        {item.children.map((child, childIndex) => (
                          <li key={`${child.title}-${childIndex}`}>
                            {renderNavLink(child, styles.SubmenuLink)}
                          </li>
                        ))}
                      </ul>
                    </NavigationMenu.Content>
                  </>
                ) : (
                  renderNavLink(item, styles.NavLink)
                )}
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className={styles.Session}>
          {user ? (
            <AccountMenu
              user={user}
              isPro={isPro}
              onLogout={onLogout}
              logoutLoading={logoutLoading}
            />
          ) : (
            <Button asChild>
              <LinkComponent href={loginHref}>Inicia sesión</LinkComponent>
            </Button>
          )}
        </div>

        <MobileMenu
          items={items}
          user={user}
          isPro={isPro}
          onLogout={onLogout}
          logoutLoading={logoutLoading}
          loginHref={loginHref}
          homeHref={homeHref}
          logo={logoNode}
          linkComponent={LinkComponent}
          onExternalLink={onExternalLink}
          currentPath={currentPath}
        />
      </div>
    </header>
  );
}
