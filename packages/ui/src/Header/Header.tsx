'use client';

// A client component: it keeps menu state and handles clicks (the apps render it from server layouts).
import clsx from 'clsx';
import {
  createElement,
  isValidElement,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { SkipLink } from '../SkipLink';
import type { AccountLink, AccountMenuProps, HeaderUser } from './AccountMenu';
import { DesktopNav } from './DesktopNav';
import type { HeaderLinkComponent } from './MenuLink';
import { MobileMenu } from './MobileMenu';
import { DEFAULT_MENU_ITEMS, isCurrentPage, selectMenuItems, type MenuItem } from './menuItems';
import { onDemand } from './onDemand';
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
  /**
   * The address being shown (a path, with its query string when the app knows it). The menu item
   * of that path is marked `aria-current="page"`; an item, the logo or "Inicia sesión" that leads
   * to the page itself is text, not a link (issue #25). The header never reads the location.
   */
  currentPath?: string;
  /**
   * Renders the header's own "Saltar al contenido". Pass `false` when the app renders
   * `<SkipLink>` first in `<body>`: with anything focusable above the header (the campaign
   * strip), only that one is the first Tab stop.
   */
  skipLink?: boolean;
  /** The skip link's target: the page's main content. */
  skipLinkTarget?: string;
  /**
   * The greeting and logout (`AccountMenu` of `@vivasalud/ui/header/account-menu`), for a page
   * that knows its session when it renders (read on the server, per request): the header then
   * shows them in the server's HTML and from the first render. Without it they are fetched on
   * demand once a signed-in person is shown.
   */
  accountMenu?: ComponentType<AccountMenuProps>;
  /**
   * The signed-in person's own pages (the portal's «Mi espacio»): in the greeting's menu above
   * «Cerrar sesión», and in the mobile menu with the logout. Shown only to a signed-in person.
   */
  accountLinks?: readonly AccountLink[];
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
 * The greeting and its logout (`AccountMenu`): a visitor never needs them, and the apps know who
 * is signed in only once their session code has loaded, after the page. Fetched when a signed-in
 * person is first shown (or ahead, `preloadAccountMenu()`); until it is there the header shows
 * what it showed before it knew, "Inicia sesión".
 */
const accountMenu = onDemand<ComponentType<AccountMenuProps>>(() =>
  import('./AccountMenu').then((module) => module.AccountMenu),
);

/**
 * Fetches the greeting and logout ahead, e.g. once the app sees a signed-in session's record in
 * storage: it is then there as soon as the session is known.
 */
export function preloadAccountMenu(): Promise<unknown> {
  return accountMenu.load().catch(() => undefined);
}

const accountMenuLoaded = () => accountMenu.current() !== null;
const notOnTheServer = () => false;

/** The loaded `AccountMenu`. */
function LoadedAccountMenu(props: AccountMenuProps) {
  // The module's own component, the same on every render (not one made here).
  const Menu = accountMenu.current();
  return Menu ? createElement(Menu, props) : null;
}

const NO_ACCOUNT_LINKS: readonly AccountLink[] = [];

/**
 * The site header of spec §2: logo, the main navigation (Radix NavigationMenu: open delay 200 ms,
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
  skipLink = true,
  skipLinkTarget = '#contenido',
  accountMenu: GivenAccountMenu,
  accountLinks = NO_ACCOUNT_LINKS,
  className,
  ...props
}: HeaderProps) {
  const items = selectMenuItems(menuItems, isPro);
  const logoNode = renderLogo(logo);
  const signedIn = user !== null;
  const loaded = useSyncExternalStore(accountMenu.subscribe, accountMenuLoaded, notOnTheServer);
  const showAccount = (GivenAccountMenu !== undefined || loaded) && signedIn;
  useEffect(() => {
    if (signedIn && !GivenAccountMenu) void preloadAccountMenu();
  }, [signedIn, GivenAccountMenu]);

  return (
    <header data-variant={variant} className={clsx(styles.Header, className)} {...props}>
      {skipLink && <SkipLink href={skipLinkTarget} />}
      <div className={styles.Bar}>
        {isCurrentPage(homeHref, currentPath) ? (
          // On the home page the logo is not a link to it (issue #25): the same box, as text.
          <span className={styles.Logo} aria-current="page">
            {logoNode}
          </span>
        ) : (
          <LinkComponent href={homeHref} className={styles.Logo}>
            {logoNode}
          </LinkComponent>
        )}

        <DesktopNav
          items={items}
          linkComponent={LinkComponent}
          onExternalLink={onExternalLink}
          currentPath={currentPath}
        />

        <div className={styles.Session}>
          {user && showAccount && GivenAccountMenu ? (
            <GivenAccountMenu
              user={user}
              isPro={isPro}
              onLogout={onLogout}
              logoutLoading={logoutLoading}
              links={accountLinks}
              linkComponent={LinkComponent}
              currentPath={currentPath}
            />
          ) : user && showAccount ? (
            <LoadedAccountMenu
              user={user}
              isPro={isPro}
              onLogout={onLogout}
              logoutLoading={logoutLoading}
              links={accountLinks}
              linkComponent={LinkComponent}
              currentPath={currentPath}
            />
          ) : (
            // `data-header-login`: an app that knows before the first paint that someone is
            // likely signed in can keep it invisible in its slot (the portal's data-session).
            <Button asChild>
              {isCurrentPage(loginHref, currentPath) ? (
                // On the login page itself: the button's box, as text (issue #25).
                <span className={styles.CurrentLogin} data-header-login="" aria-current="page">
                  Inicia sesión
                </span>
              ) : (
                <LinkComponent href={loginHref} data-header-login="">
                  Inicia sesión
                </LinkComponent>
              )}
            </Button>
          )}
        </div>

        <MobileMenu
          items={items}
          user={user}
          isPro={isPro}
          onLogout={onLogout}
          logoutLoading={logoutLoading}
          accountLinks={accountLinks}
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
