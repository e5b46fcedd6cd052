'use client';

import { useExternalLink } from '@vivasalud/ui/external-link-dialog';
import {
  DEFAULT_MENU_ITEMS,
  Header,
  preloadAccountMenu,
  type MenuItem,
} from '@vivasalud/ui/header';
import { SiteLink } from '@/components/content/SiteLink';
import { useSitePathname } from '@/components/shell/useSitePathname';
import { useEffect } from 'react';
import { loginHref } from '@/lib/auth/paths';
import { MY_SPACE_ROUTE } from '@/lib/clientRoutes';
import { markSession } from '@/lib/session/sessionHint';
import {
  requestLogout,
  useChromeSessionPart,
  type ChromeSession,
} from '@/components/session/snapshot';
import styles from './SiteHeader.module.css';

/**
 * The signed-in person's own pages in the greeting's menu and the mobile menu (issue #28), from
 * their manifest entries (`lib/clientRoutes.ts`, the part of the table client code reads).
 */
export const ACCOUNT_LINKS = [
  { title: MY_SPACE_ROUTE.label, url: MY_SPACE_ROUTE.pattern },
] as const;

export interface SiteHeaderProps {
  /**
   * The main navigation (spec §2), e.g. from the navigation content (`SiteNavigation`);
   * the design system's `DEFAULT_MENU_ITEMS` when left out.
   */
  menuItems?: readonly MenuItem[];
}

/**
 * The header bound to the session: greeting, crown for pro members, logout (spec §2, §6). Its
 * session slot has one width whatever it holds (the design system's header). The server's HTML
 * holds "Inicia sesión"; where someone is likely signed in (`data-session="in"`, set before the
 * first paint: `lib/session/sessionHint.ts`) it is kept invisible in its slot until the session
 * island (loaded once the page is idle) says who is signed in and the greeting takes its place;
 * a session that turned out to be over shows it again. Nothing moves either way (issue #25).
 */
export function SiteHeader({ menuItems = DEFAULT_MENU_ITEMS }: SiteHeaderProps) {
  const pathname = useSitePathname() ?? '/';
  // What the header shows, part by part: when the session island says "a visitor", the header of
  // a visitor's page does not re-render (issue #33: it was the largest part of a long task).
  const userName = useChromeSessionPart(userNameOf);
  const isPro = useChromeSessionPart(isProOf);
  const logoutLoading = useChromeSessionPart(logoutLoadingOf);
  const maybeSignedIn = useChromeSessionPart(maybeSignedInOf);
  const externalLink = useExternalLink();
  // The greeting and logout are not part of the first load: fetched ahead when this browser holds
  // a signed-in session's record, they are there when the session island says who it is.
  useEffect(() => {
    if (maybeSignedIn) void preloadAccountMenu();
  }, [maybeSignedIn]);

  return (
    <>
      <SessionMark />
      <Header
        className={styles.SiteHeader}
        menuItems={menuItems}
        user={userName === null ? null : { name: userName }}
        isPro={isPro}
        onLogout={requestLogout}
        logoutLoading={logoutLoading}
        accountLinks={ACCOUNT_LINKS}
        loginHref={loginHref(pathname)}
        linkComponent={SiteLink}
        currentPath={pathname}
        variant={pathname === '/' ? 'floating' : 'static'}
        // The layout's skip link comes first in the page, before the campaign strip.
        skipLink={false}
        // An external menu item asks the confirmation dialog first (spec §2); focus goes back to
        // the item when the dialog closes.
        onExternalLink={
          externalLink
            ? (url) =>
                externalLink.confirmExternalLink(
                  url,
                  document.activeElement instanceof HTMLElement ? document.activeElement : null,
                )
            : undefined
        }
      />
    </>
  );
}

const userNameOf = (session: ChromeSession) => session.user?.name ?? null;
const isProOf = (session: ChromeSession) => session.isPro;
const logoutLoadingOf = (session: ChromeSession) => session.logoutLoading;
const maybeSignedInOf = (session: ChromeSession) => session.maybeSignedIn;
const sessionMarkOf = (session: ChromeSession) =>
  session.known ? (session.signedIn ? 'in' : 'out') : null;

/**
 * Once the session is known, the login button follows it (a session over, a sign-in): the mark
 * on `<html>` (`lib/session/sessionHint.ts`). Its own component, so that the session becoming
 * known re-renders this alone, not the header.
 */
function SessionMark() {
  const mark = useChromeSessionPart(sessionMarkOf);
  useEffect(() => {
    if (mark) markSession(mark);
  }, [mark]);
  return null;
}
