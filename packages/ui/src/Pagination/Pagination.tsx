import clsx from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ChevronLeftIcon } from '../icons/chevron-left';
import { ChevronRightIcon } from '../icons/chevron-right';
import type { ComponentProps, ElementType, ReactNode } from 'react';
import styles from './Pagination.module.css';
import { type PaginationRangeOptions, responsivePaginationItems } from './paginationItems';

export interface PaginationProps
  extends Omit<ComponentProps<'nav'>, 'onChange'>, PaginationRangeOptions {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Called with the chosen page. Without `getHref` the pages are buttons. */
  onPageChange?: (page: number) => void;
  /** The address of a page: the pages become links (server-rendered lists). */
  getHref?: (page: number) => string;
  /** The element links render as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }>;
}

/** Page navigation for paged lists; renders nothing when there is a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  linkComponent: LinkComponent = 'a',
  siblingCount,
  boundaryCount,
  className,
  ...props
}: PaginationProps) {
  const items = responsivePaginationItems(page, pageCount, { siblingCount, boundaryCount });
  const pages = items.filter((item) => item.kind === 'page');
  if (pages.length < 2) return null;
  const last = pageCount > 0 ? Math.floor(pageCount) : 1;
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), last);
  // Which layouts show a slot: CSS hides it in the other one (small screens: no siblings).
  const layouts = (item: { wide: boolean; compact: boolean }) =>
    item.wide && item.compact ? 'all' : item.wide ? 'wide' : 'compact';

  function control(target: number, content: ReactNode, label?: string, rel?: 'prev' | 'next') {
    const isCurrent = target === current;
    const shared = {
      className: styles.Control,
      'aria-label': label,
      'data-state': isCurrent ? 'current' : 'idle',
      'aria-current': isCurrent ? ('page' as const) : undefined,
    };
    if (getHref && isCurrent) {
      // The page being shown is no link: a link to the page it is on would do nothing.
      return (
        <span className={styles.Control} data-state="current" aria-current="page">
          {label ? (
            <>
              <VisuallyHidden>{label}</VisuallyHidden>
              <span aria-hidden="true">{content}</span>
            </>
          ) : (
            content
          )}
        </span>
      );
    }
    if (getHref) {
      return (
        <LinkComponent
          {...shared}
          href={getHref(target)}
          rel={rel}
          onClick={isCurrent || !onPageChange ? undefined : () => onPageChange(target)}
        >
          {content}
        </LinkComponent>
      );
    }
    return (
      <button
        {...shared}
        type="button"
        onClick={isCurrent ? undefined : () => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  }

  function step(target: number, label: string, icon: ReactNode, direction: 'previous' | 'next') {
    const content = (
      <>
        {direction === 'previous' && icon}
        <span className={styles.StepLabel}>{label}</span>
        {direction === 'next' && icon}
      </>
    );
    const disabled = target < 1 || target > last;
    if (!disabled) {
      return control(target, content, undefined, direction === 'next' ? 'next' : 'prev');
    }
    if (getHref) {
      // A link with nowhere to go: kept in place, announced as unavailable, out of the tab order.
      return (
        <span role="link" aria-disabled="true" data-state="disabled" className={styles.Control}>
          {content}
        </span>
      );
    }
    return (
      <button type="button" disabled data-state="disabled" className={styles.Control}>
        {content}
      </button>
    );
  }

  return (
    <nav aria-label="Paginación" className={clsx(styles.Pagination, className)} {...props}>
      <ul className={styles.List}>
        <li>{step(current - 1, 'Anterior', <ChevronLeftIcon size={20} />, 'previous')}</li>
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={item.page} data-layout={layouts(item)} className={styles.Item}>
              {control(item.page, item.page, `Página ${item.page}`)}
            </li>
          ) : (
            <li
              key={item.key}
              data-layout={layouts(item)}
              className={clsx(styles.Item, styles.Ellipsis)}
              aria-hidden="true"
            >
              …
            </li>
          ),
        )}
        <li>{step(current + 1, 'Siguiente', <ChevronRightIcon size={20} />, 'next')}</li>
      </ul>
    </nav>
  );
}
