import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Carousel } from './Carousel';

/*
 * jsdom neither lays out nor scrolls. At that edge only, slides get a width and a place on one
 * row, the scroller a width, and `scrollTo` moves `scrollLeft` and fires the events a browser
 * fires when a scroll ends. Everything else (measuring, state, ARIA, inert) is the component's.
 */
interface Layout {
  /** The scroller's visible width, px. */
  viewport: number;
  /** One slide's width, px. */
  slide: number;
  /** The gap between slides, px. */
  gap: number;
}

const SLIDE = '[aria-roledescription="diapositiva"]';
const originals = new Map<string, PropertyDescriptor | undefined>();
const scrollLeft = new WeakMap<Element, number>();

function slidesOf(element: Element) {
  return Array.from(element.children).filter((child) => child.matches(SLIDE));
}

function define(name: string, get: (this: HTMLElement) => number, set?: (value: number) => void) {
  if (!originals.has(name)) {
    originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  }
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get,
    set:
      set &&
      function (this: HTMLElement, value: number) {
        set.call(this, value);
      },
  });
}

function stubLayout({ viewport, slide, gap }: Layout) {
  const place = (element: HTMLElement) => slidesOf(element.parentElement!).indexOf(element);
  const total = (element: HTMLElement) => {
    const n = slidesOf(element).length;
    return n === 0 ? 0 : n * slide + (n - 1) * gap;
  };
  define('offsetLeft', function () {
    return this.matches(SLIDE) ? place(this) * (slide + gap) : 0;
  });
  define('offsetWidth', function () {
    return this.matches(SLIDE) ? slide : 0;
  });
  define('clientWidth', function () {
    return slidesOf(this).length > 0 ? viewport : 0;
  });
  define('scrollWidth', function () {
    return total(this);
  });
  define(
    'scrollLeft',
    function () {
      return scrollLeft.get(this) ?? 0;
    },
    function (this: HTMLElement, value: number) {
      scrollLeft.set(this, value);
    },
  );
  const scrollTo = vi.fn(function (this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    const max = Math.max(total(this) - viewport, 0);
    scrollLeft.set(this, Math.min(Math.max(left, 0), max));
    this.dispatchEvent(new Event('scroll'));
    this.dispatchEvent(new Event('scrollend'));
  });
  if (!originals.has('scrollTo')) {
    originals.set('scrollTo', Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'));
  }
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value: scrollTo,
  });
  return scrollTo;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  for (const [name, descriptor] of originals) {
    const target = name === 'scrollTo' ? Element.prototype : HTMLElement.prototype;
    if (descriptor) Object.defineProperty(target, name, descriptor);
    else delete (target as unknown as Record<string, unknown>)[name];
  }
  originals.clear();
});

const TOPICS = ['Maternidad', 'Prevención', 'Salud mental', 'Vacunación', 'Niño sano'];

function Slides({ count = TOPICS.length }: { count?: number }) {
  return (
    <Carousel label="Destacados">
      {TOPICS.slice(0, count).map((topic) => (
        <article key={topic}>
          <h2>{topic}</h2>
          <a href={`#${topic}`}>Conoce más sobre {topic.toLowerCase()}</a>
        </article>
      ))}
    </Carousel>
  );
}

const position = () => screen.getByText(/de 5$/, { selector: '[aria-live]' });
const previous = () => screen.getByRole('button', { name: 'Diapositiva anterior' });
const next = () => screen.getByRole('button', { name: 'Diapositiva siguiente' });
const slides = () => screen.getAllByRole('group');

describe('Carousel', () => {
  beforeEach(() => stubReducedMotion(false));

  describe('given five full-width slides', () => {
    beforeEach(() => {
      stubLayout({ viewport: 375, slide: 375, gap: 16 });
    });

    it('is a named carousel of named slides, with buttons and a polite position', async () => {
      const { container } = render(<Slides />);
      const region = screen.getByRole('region', { name: 'Destacados' });
      expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
      expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '1 de 5',
        '2 de 5',
        '3 de 5',
        '4 de 5',
        '5 de 5',
      ]);
      for (const slide of slides()) {
        expect(slide).toHaveAttribute('aria-roledescription', 'diapositiva');
      }
      expect(within(region).getByRole('button', { name: 'Diapositiva anterior' })).toBeVisible();
      expect(within(region).getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible();
      expect(position()).toHaveAttribute('aria-live', 'polite');
      expect(position()).toHaveAttribute('aria-atomic', 'true');
      expect(position()).toHaveTextContent(/^Diapositiva 1 de 5$/);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('moves one slide per press, announces the new position and keeps focus on the button', async () => {
      const user = userEvent.setup();
      render(<Slides />);
      await user.click(next());
      expect(await screen.findByText(/2 de 5$/, { selector: '[aria-live]' })).toBe(position());
      expect(next()).toHaveFocus();
      expect(slides()[1]).toHaveAccessibleName('2 de 5');
      expect(slides()[1]).not.toHaveAttribute('inert');
      await user.click(previous());
      expect(await screen.findByText(/1 de 5$/, { selector: '[aria-live]' })).toBe(position());
      expect(previous()).toHaveFocus();
    });

    it('disables previous at the first slide and next at the last, without wrapping around', async () => {
      const user = userEvent.setup();
      const scrollTo = stubLayout({ viewport: 375, slide: 375, gap: 16 });
      render(<Slides />);
      expect(previous()).toHaveAttribute('aria-disabled', 'true');
      expect(next()).toHaveAttribute('aria-disabled', 'false');
      await user.click(previous());
      expect(scrollTo).not.toHaveBeenCalled();
      for (const n of [2, 3, 4, 5]) {
        await user.click(next());
        await screen.findByText(new RegExp(`${n} de 5$`), { selector: '[aria-live]' });
      }
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      // aria-disabled, not disabled: the focus stays where the person left it.
      expect(next()).toHaveFocus();
      expect(previous()).toHaveAttribute('aria-disabled', 'false');
      expect(slides()[4]).not.toHaveAttribute('inert');
      scrollTo.mockClear();
      await user.click(next());
      expect(scrollTo).not.toHaveBeenCalled();
      expect(position()).toHaveTextContent(/5 de 5$/);
    });

    it('follows a swipe: the position and buttons come from where the scroller stopped', async () => {
      render(<Slides />);
      const scroller = slides()[0]!.parentElement!;
      // A finger or trackpad scrolls natively; the browser snaps to slide 3.
      scroller.scrollLeft = 2 * (375 + 16);
      scroller.dispatchEvent(new Event('scroll'));
      scroller.dispatchEvent(new Event('scrollend'));
      expect(await screen.findByText(/3 de 5$/, { selector: '[aria-live]' })).toBe(position());
      expect(previous()).toHaveAttribute('aria-disabled', 'false');
      expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([
        true,
        true,
        false,
        true,
        true,
      ]);
    });

    it('keeps the focus in a slide scrolled away by the keyboard, then makes it inert', async () => {
      render(<Slides />);
      const link = screen.getByRole('link', { name: 'Conoce más sobre maternidad' });
      link.focus();
      // Arrow keys on a focused link scroll the scroller natively.
      const scroller = slides()[0]!.parentElement!;
      scroller.scrollLeft = 375 + 16;
      scroller.dispatchEvent(new Event('scroll'));
      scroller.dispatchEvent(new Event('scrollend'));
      expect(await screen.findByText(/2 de 5$/, { selector: '[aria-live]' })).toBe(position());
      expect(slides()[0]).not.toHaveAttribute('inert');
      expect(link).toHaveFocus();
      // Tab moves on to the slide in view; the one left behind becomes inert.
      await userEvent.setup().tab();
      expect(screen.getByRole('link', { name: 'Conoce más sobre prevención' })).toHaveFocus();
      await waitFor(() => expect(slides()[0]).toHaveAttribute('inert'));
    });

    it('makes the slides out of view inert once hydrated, and not the one in view', () => {
      render(<Slides />);
      expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([
        false,
        true,
        true,
        true,
        true,
      ]);
    });

    it('scrolls smoothly, or at once when the person asks for reduced motion', async () => {
      const user = userEvent.setup();
      const scrollTo = stubLayout({ viewport: 375, slide: 375, gap: 16 });
      const { unmount } = render(<Slides />);
      await user.click(next());
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 391, behavior: 'smooth' });
      unmount();

      stubReducedMotion(true);
      render(<Slides />);
      await user.click(next());
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 391, behavior: 'auto' });
    });
  });

  describe('given cards, three in view on a wide screen', () => {
    beforeEach(() => {
      stubLayout({ viewport: 1000, slide: 320, gap: 16 });
    });

    it('leaves the three in view focusable and stops next when the last one shows', async () => {
      const user = userEvent.setup();
      render(<Slides />);
      expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([
        false,
        false,
        false,
        true,
        true,
      ]);
      await user.click(next());
      await user.click(next());
      expect(await screen.findByText(/3 de 5$/, { selector: '[aria-live]' })).toBe(position());
      expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
      expect(next()).toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('in the server HTML (before hydration)', () => {
    it('has every slide and none is inert, so all can be reached by scrolling', () => {
      const html = renderToString(<Slides />);
      for (const topic of TOPICS) expect(html).toContain(`<h2>${topic}</h2>`);
      expect(html).not.toContain('inert');
      // The buttons do nothing until the script runs, so until then they are disabled.
      expect(html.match(/<button[^>]* disabled=""/g)).toHaveLength(2);
      expect(html).toContain('1<!-- --> de <!-- -->5');
    });
  });

  describe('with its controls over the slides (a full-bleed hero)', () => {
    it('says so for the styles and keeps the controls first in the reading and Tab order', () => {
      render(
        <Carousel label="Destacados" controls="overlay">
          {TOPICS.map((topic) => (
            <a key={topic} href={`#${topic}`}>
              {topic}
            </a>
          ))}
        </Carousel>,
      );
      expect(screen.getByRole('region', { name: 'Destacados' })).toHaveAttribute(
        'data-controls',
        'overlay',
      );
      expect(
        previous().compareDocumentPosition(slides()[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });
  });

  describe('given one slide', () => {
    it('shows it without carousel roles, buttons or position', () => {
      stubLayout({ viewport: 375, slide: 375, gap: 16 });
      render(<Slides count={1} />);
      expect(screen.getByRole('heading', { name: 'Maternidad' })).toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByText(/de 1$/)).not.toBeInTheDocument();
    });

    it('renders nothing without slides', () => {
      const { container } = render(<Carousel label="Destacados">{[]}</Carousel>);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
