import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './Card.module.css';

export type CardProps = ComponentProps<'article'>;

/** A generic card: compose `CardMedia`, `CardTitle`, `CardBody` and `CardFooter` inside. */
export function Card({ className, ...props }: CardProps) {
  return <article className={clsx(styles.Card, className)} {...props} />;
}

export interface CardMediaProps extends ComponentProps<'div'> {
  /** Shape of the media box; the image inside covers it. */
  ratio?: 'wide' | 'square' | 'auto';
}

/** The media slot (an image or an illustration) at the top of the card. */
export function CardMedia({ ratio = 'wide', className, ...props }: CardMediaProps) {
  return <div data-ratio={ratio} className={clsx(styles.Media, className)} {...props} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Heading level, so the card fits the page outline. */
  level?: 2 | 3 | 4 | 5 | 6;
}

export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={clsx(styles.Title, className)} {...props} />;
}

export type CardBodyProps = ComponentProps<'div'>;

export function CardBody({ className, ...props }: CardBodyProps) {
  return <div className={clsx(styles.Body, className)} {...props} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/** The footer slot: actions or metadata, kept at the bottom of the card. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div className={clsx(styles.Footer, className)} {...props} />;
}
