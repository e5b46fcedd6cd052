'use client';

import clsx from 'clsx';
import type { ComponentProps, ElementType, MouseEvent, ReactNode } from 'react';
import { renderAsChild } from '../asChild/asChild';
import { useExternalLink } from '../ExternalLinkDialog/ExternalLinkProvider';
import styles from './Link.module.css';

/**
 * The element a component renders for an internal link. The apps pass `next/link`; the default
 * is a plain `<a>`.
 */
export type LinkComponent = ElementType<{
  href: string;
  className?: string;
  children?: ReactNode;
}>;

export interface LinkProps extends ComponentProps<'a'> {
  /** `inverse` is for dark backgrounds (footer, campaign strip). */
  variant?: 'default' | 'muted' | 'inverse';
  /** Render the child element (e.g. the app's `next/link`) with the link's look. */
  asChild?: boolean;
}

/** An internal link styled by the tokens. */
export function Link({ variant = 'default', asChild = false, className, ...props }: LinkProps) {
  if (asChild) {
    const { children, ...slotProps } = props;
    return renderAsChild(children, {
      'data-variant': variant,
      className: clsx(styles.Link, className),
      ...slotProps,
    });
  }
  const { children, ...anchorProps } = props;
  return (
    <a data-variant={variant} className={clsx(styles.Link, className)} {...anchorProps}>
      {children}
    </a>
  );
}

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
