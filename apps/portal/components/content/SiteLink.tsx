import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { isCalculatorPath } from '@/lib/calculatorPaths';

/**
 * A same-site link: `next/link`, except to a calculator (issue #7), which opens with a full page
 * load. A calculator's address and fields hold health data: scripts that a visitor's consent
 * started on an earlier page (analytics, A/B testing) must not be running on it.
 */
export function SiteLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const path = href.split(/[?#]/)[0] ?? href;
  if (isCalculatorPath(path)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={href} {...props}>
      {children}
    </NextLink>
  );
}
