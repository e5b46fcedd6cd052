'use client';

import clsx from 'clsx';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ChevronLeftIcon } from '../icons/chevron-left';
import { ChevronRightIcon } from '../icons/chevron-right';
import styles from './Carousel.module.css';

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The carousel's accessible name (e.g. «Destacados»). */
  label: string;
  /** One node per slide, in order; the caller gives the keys. */
  children: ReactNode;
  /**
   * Where the controls show: in a row `above` the slides (default), or `overlay`, over the
   * bottom end of the slides (a full-bleed hero, whose top a floating header covers). Either
   * way they come before the slides in the reading and Tab order.
   */
  controls?: 'above' | 'overlay';
}

interface Position {
  /** Index of the first slide in view. */
  index: number;
  atStart: boolean;
  atEnd: boolean;
  /** Which slides are wholly in view; `null` before hydration (then nothing is inert). */
  inView: boolean[] | null;
}

/** Sub-pixel layouts and zoom leave a pixel or so between a snapped slide and the scroll edge. */
const TOLERANCE = 2;
/** Where `scrollend` is missing (Safari < 26), the scroll has ended after this long without one. */
const SCROLL_IDLE_MS = 120;

function measure(scroller: HTMLElement): Position {
  const slides = Array.from(scroller.children) as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  const left = scroller.scrollLeft;
  const right = left + scroller.clientWidth;
  const max = scroller.scrollWidth - scroller.clientWidth;
  let index = 0;
  let nearest = Infinity;
  const inView = slides.map((slide, i) => {
    const start = slide.offsetLeft - origin;
    const distance = Math.abs(start - left);
    if (distance < nearest) {
      nearest = distance;
      index = i;
    }
    return (
      (start >= left - TOLERANCE && start + slide.offsetWidth <= right + TOLERANCE) ||
      // The slide holding the focus (arrow keys scrolled it away) keeps it until the focus leaves.
      slide.contains(document.activeElement)
    );
  });
  return { index, atStart: left <= TOLERANCE, atEnd: left >= max - TOLERANCE, inView };
}

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A carousel on CSS scroll snap (WAI-ARIA APG carousel pattern, without rotation: it never moves
 * on its own). Swiping is the browser's own horizontal scroll, one slide a swipe however quick
 * (`scroll-snap-stop: always`); previous / next buttons move one
 * slide and the position («2 de 5») is announced politely. At either end a button is
 * `aria-disabled`, not `disabled`, so the focus a keyboard or screen reader user left on it stays
 * there; the buttons are `disabled` only until hydration. After hydration, slides not wholly in
 * view are `inert`, so Tab reaches only what is shown. Slide size and gap come from the caller's
 * `--carousel-slide-size` (100 % by default) and `--carousel-gap`.
 */
export function Carousel({
  label,
  children,
  className,
  controls = 'above',
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The slide a press is heading to while the scroll runs, so two quick presses move two slides.
  const targetRef = useRef<number | null>(null);
  const [position, setPosition] = useState<Position>({
    index: 0,
    atStart: true,
    atEnd: count <= 1,
    inView: null,
  });

  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    targetRef.current = null;
    const next = measure(scroller);
    setPosition((current) =>
      current.index === next.index &&
      current.atStart === next.atStart &&
      current.atEnd === next.atEnd &&
      current.inView !== null &&
      current.inView.length === next.inView!.length &&
      current.inView.every((value, i) => value === next.inView![i])
        ? current
        : next,
    );
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || count <= 1) return;
    update();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_IDLE_MS);
    };
    const event = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const listener = event === 'scrollend' ? update : onScroll;
    scroller.addEventListener(event, listener, { passive: true });
    // Once the focus has left a slide scrolled out of view, that slide becomes inert.
    const onFocusOut = () => setTimeout(update);
    scroller.addEventListener('focusout', onFocusOut);
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resizeObserver?.observe(scroller);
    return () => {
      clearTimeout(timer);
      scroller.removeEventListener(event, listener);
      scroller.removeEventListener('focusout', onFocusOut);
      resizeObserver?.disconnect();
    };
  }, [count, update]);

  if (count === 0) return null;
  if (count === 1) {
    return (
      <div className={clsx(styles.Single, className)}>
        <div className={styles.Slide}>{slides[0]}</div>
      </div>
    );
  }

  const hydrated = position.inView !== null;

  function go(step: -1 | 1) {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const items = scroller.children as HTMLCollectionOf<HTMLElement>;
    const target = Math.min(Math.max((targetRef.current ?? position.index) + step, 0), count - 1);
    targetRef.current = target;
    scroller.scrollTo({
      left: items[target]!.offsetLeft - items[0]!.offsetLeft,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      data-controls={controls}
      className={clsx(styles.Carousel, className)}
      {...props}
    >
      <div className={styles.Controls}>
        <button
          type="button"
          className={styles.Button}
          aria-label="Diapositiva anterior"
          disabled={!hydrated}
          aria-disabled={position.atStart}
          onClick={() => !position.atStart && go(-1)}
        >
          <ChevronLeftIcon className={styles.Icon} />
        </button>
        <p className={styles.Position} aria-live="polite" aria-atomic="true">
          <VisuallyHidden>Diapositiva </VisuallyHidden>
          {position.index + 1} de {count}
        </p>
        <button
          type="button"
          className={styles.Button}
          aria-label="Diapositiva siguiente"
          disabled={!hydrated}
          aria-disabled={position.atEnd}
          onClick={() => !position.atEnd && go(1)}
        >
          <ChevronRightIcon className={styles.Icon} />
        </button>
      </div>
      <div ref={scrollerRef} className={styles.Scroller}>
        {slides.map((slide, i) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : i}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${count}`}
            className={styles.Slide}
            inert={position.inView?.[i] === false}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
