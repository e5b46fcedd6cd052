import type { ComponentProps, ElementType, MouseEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ExternalLinkIcon } from '../icons/external-link';
import type { MenuItem } from './menuItems';
import styles from './Header.module.css';

/** The element internal links render as: `'a'` by default, or the app's `next/link`. */
export type HeaderLinkComponent = ElementType<ComponentProps<'a'> & { href: string }>;

export interface MenuLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'children'> {
  item: MenuItem;
  linkComponent: HeaderLinkComponent;
  onExternalLink?: ((url: string) => void) | undefined;
  /**
   * The item leads to the page being shown: rendered as text (`<span aria-current="page">`, same
   * class and content, so nothing moves), not as a link (issue #25).
   */
  here?: boolean | undefined;
}

/** Clicks the browser should handle itself: new tab or window, download, middle button. */
export function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * One menu destination. An external item is a real `<a target="_blank">` (it works without
 * JavaScript); a plain click goes through `onExternalLink` (the confirmation dialog) instead.
 * Extra props (`aria-current`, the menus' `onClick`) reach the element. The item of the page
 * shown (`here`) is text instead.
 */
export function MenuLink({
  item,
  linkComponent: LinkComponent,
  onExternalLink,
  onClick,
  here = false,
  ...props
}: MenuLinkProps) {
  const icon = item.icon ? (
    <img className={styles.ItemIcon} src={item.icon} alt="" width={20} height={20} />
  ) : null;

  if (here && !item.is_external) {
    return (
      <span className={props.className} data-active="" aria-current="page">
        {icon}
        {item.title}
      </span>
    );
  }

  if (item.is_external) {
    return (
      <a
        {...props}
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !onExternalLink || isModifiedClick(event)) return;
          event.preventDefault();
          onExternalLink(item.url);
        }}
      >
        {icon}
        {`${item.title} `}
        <ExternalLinkIcon className={styles.ExternalIcon} size={14} />
        <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>
      </a>
    );
  }

  return (
    <LinkComponent {...props} href={item.url} onClick={onClick}>
      {icon}
      {item.title}
    </LinkComponent>
  );
}
