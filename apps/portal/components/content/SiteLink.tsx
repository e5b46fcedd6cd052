import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { isAnalyticsOffPath } from '@/lib/analyticsOff';

/**
 * A same-site link: `next/link`, except to a route whose analytics are off (a calculator, issue
 * #7; «Mi espacio», issue #28), which opens with a full page load: its address or content holds
 * a person's health data, and scripts that a visitor's consent started on an earlier page
 * (analytics, A/B testing) must not be running on it.
 */
export function SiteLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const path = href.split(/[?#]/)[0] ?? href;
  if (isAnalyticsOffPath(path)) {
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
