import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './CardGrid.module.css';

export interface CardGridProps extends ComponentProps<'ul'> {
  /** The most columns the grid reaches (1 / 2 / 3 / 4 at 0 / 576 / 992 / 1200 px). */
  maxColumns?: 2 | 3 | 4;
}

/** A responsive list of cards; put each card in a `CardGridItem`. */
export function CardGrid({ maxColumns = 4, className, ...props }: CardGridProps) {
  return (
    <ul data-max-columns={maxColumns} className={clsx(styles.CardGrid, className)} {...props} />
  );
}

export type CardGridItemProps = ComponentProps<'li'>;

export function CardGridItem({ className, ...props }: CardGridItemProps) {
  return <li className={clsx(styles.Item, className)} {...props} />;
}
