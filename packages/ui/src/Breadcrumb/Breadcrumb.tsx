import clsx from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ChevronRightIcon } from '../icons/chevron-right';
import { HouseIcon } from '../icons/house';
import type { ComponentProps, ElementType } from 'react';
import styles from './Breadcrumb.module.css';

/** One step of the trail (spec §3: breadcrumb item). */
export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbProps extends ComponentProps<'nav'> {
  /** The trail after home; the last item is the current page and is shown as plain text. */
  items: BreadcrumbItem[];
  /** Where the home icon leads. */
  homeHref?: string;
  /** The element links render as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }>;
}

export function Breadcrumb({
  items,
  homeHref = '/',
  linkComponent: LinkComponent = 'a',
  className,
  ...props
}: BreadcrumbProps) {
  return (
    <nav aria-label="Ruta de navegación" className={clsx(styles.Breadcrumb, className)} {...props}>
      <ol className={styles.List}>
        <li className={styles.Item}>
          <LinkComponent href={homeHref} className={clsx(styles.Link, styles.Home)}>
            <HouseIcon size={20} />
            <VisuallyHidden>Inicio</VisuallyHidden>
          </LinkComponent>
        </li>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.href}-${index}`} className={styles.Item}>
              <ChevronRightIcon className={styles.Separator} size={16} />
              {current ? (
                <span className={styles.Current} aria-current="page">
                  {item.label}
                </span>
              ) : (
                <LinkComponent href={item.href} className={styles.Link}>
                  {item.label}
                </LinkComponent>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
