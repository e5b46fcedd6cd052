/**
 * `@vivasalud/ui/header/account-menu`: the header's greeting and logout, for a page that renders
 * its session on the server (`<Header accountMenu={AccountMenu} …>`). Its own subpath so the
 * pages that fetch it on demand (the default) do not bundle it.
 */
export {
  AccountMenu,
  type AccountLink,
  type AccountMenuProps,
  type HeaderUser,
} from './AccountMenu';
