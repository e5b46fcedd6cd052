/**
 * `next/link` as a plain `<a>`, for the component tests (the App Router is not running):
 *
 *   vi.mock('next/link', () => import('../../../test/next-link'));
 */
import type { AnchorHTMLAttributes, Ref } from 'react';

type Href = string | { pathname?: string | null };

export interface NextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: Href;
  ref?: Ref<HTMLAnchorElement>;
  prefetch?: boolean | null;
  replace?: boolean;
  scroll?: boolean;
}

export default function NextLink({
  href,
  prefetch: _prefetch,
  replace: _replace,
  scroll: _scroll,
  children,
  ...props
}: NextLinkProps) {
  return (
    <a href={typeof href === 'string' ? href : (href.pathname ?? '')} {...props}>
      {children}
    </a>
  );
}
