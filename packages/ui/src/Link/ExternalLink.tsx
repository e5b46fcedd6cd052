'use client';

import type { MouseEvent } from 'react';
import { useExternalLink } from '../ExternalLinkDialog/ExternalLinkProvider';
import { Link, type LinkProps } from './Link';

// Apart from `Link`: a page whose only links are internal (an account form) does not load the
// external-link confirmation's hook with it (issue #33).

export interface ExternalLinkProps extends Omit<LinkProps, 'asChild' | 'target' | 'rel' | 'href'> {
  /** The address outside the portal. */
  href: string;
}

/** Clicks the browser should handle itself: new tab/window, download, middle button. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to another site. It is a real `<a target="_blank">` (it works without JavaScript and with
 * modifier clicks); inside an `ExternalLinkProvider` a plain click first asks the confirmation
 * dialog ("Ten en cuenta…").
 */
export function ExternalLink({ href, onClick, ...props }: ExternalLinkProps) {
  const externalLink = useExternalLink();
  return (
    <Link
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !externalLink || isModifiedClick(event)) return;
        event.preventDefault();
        externalLink.confirmExternalLink(href, event.currentTarget);
      }}
    />
  );
}
