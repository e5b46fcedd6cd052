import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';

/* Stand-ins for the slides' images: CSS gradients in the design system's colours (no network). */
const HERO = [
  {
    title: 'Acompañamos tu embarazo',
    text: 'Controles, talleres y asesoría para cada etapa.',
    link: 'Conoce el programa',
    background: 'linear-gradient(120deg, #0b6e4f, #1d4e89)',
  },
  {
    title: 'Vacúnate a tiempo',
    text: 'Revisa el calendario de vacunación de toda tu familia.',
    link: 'Ver calendario',
    background: 'linear-gradient(120deg, #1d4e89, #5b2a86)',
  },
  {
    title: 'Clases en vivo cada semana',
    text: 'Yoga prenatal, nutrición y manejo del estrés con especialistas.',
    link: 'Ver clases en vivo',
    background: 'linear-gradient(120deg, #7a3412, #0b6e4f)',
  },
];

const CARDS = [
  'Cómo dormir mejor',
  'Alimentación en la lactancia',
  'Pausas activas en el trabajo',
  'Señales de ansiedad',
  'Meriendas saludables',
  'Cuidar la presión arterial',
];

const heroSlide: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: 'var(--space-2)',
  minHeight: '18rem',
  padding: 'var(--space-8) var(--space-6)',
  color: 'var(--color-text-inverse)',
  ['--link-color' as string]: 'var(--color-text-inverse)',
  ['--link-color-hover' as string]: 'var(--color-text-inverse)',
};

const card: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  overflow: 'hidden',
  background: 'var(--color-surface)',
};

const meta = {
  title: 'Contenido/Carousel',
  component: Carousel,
  args: { label: 'Destacados', children: [] },
  parameters: {
    docs: {
      description: {
        component:
          'Carrusel accesible (patrón de la WAI-ARIA APG, sin rotación: nunca avanza solo). Es un desplazamiento horizontal nativo con _scroll snap_: se desliza con el dedo o el trackpad, y los botones «Diapositiva anterior» / «Diapositiva siguiente» avanzan de una en una. La posición («2 de 5») se anuncia. Las diapositivas que no se ven enteras no reciben foco ni clics. El ancho de cada diapositiva lo da la página con `--carousel-slide-size` (100 % por defecto) y el espacio con `--carousel-gap`. Con una sola diapositiva se muestra sin controles.',
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  name: 'Portada (ancho completo)',
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Destacados',
    style: { ['--carousel-controls-inset' as string]: 'var(--space-4)' },
    children: HERO.map((slide, i) => (
      <article key={slide.title} style={{ ...heroSlide, background: slide.background }}>
        <h2 style={{ margin: 0 }}>{slide.title}</h2>
        <p style={{ margin: 0 }}>{slide.text}</p>
        <a href={`#${i + 1}`}>{slide.link}</a>
      </article>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destacados' });
    const position = () => region.querySelector('[aria-live="polite"]');
    await expect(position()).toHaveTextContent('1 de 3');
    const next = canvas.getByRole('button', { name: 'Diapositiva siguiente' });
    const previous = canvas.getByRole('button', { name: 'Diapositiva anterior' });
    await waitFor(() => expect(next).toBeEnabled());
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // The position is announced once the smooth scroll ends: over a second on a busy CI runner
    // (the waits' 5 s: .storybook/vitest.setup.ts).
    await userEvent.click(next);
    await waitFor(() => expect(position()).toHaveTextContent('2 de 3'));
    await expect(next).toHaveFocus();
    await userEvent.click(previous);
    await waitFor(() => expect(position()).toHaveTextContent('1 de 3'));
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const Tarjetas: Story = {
  name: 'Tarjetas (varias a la vista)',
  args: {
    label: 'Vive sanamente',
    style: {
      ['--carousel-slide-size' as string]: 'min(85%, 17rem)',
      ['--carousel-gap' as string]: 'var(--space-4)',
    },
    children: CARDS.map((title, i) => (
      <article key={title} style={card}>
        <div
          style={{
            aspectRatio: '16 / 9',
            background: `linear-gradient(135deg, var(--color-primary-soft), hsl(${150 + i * 30} 45% 70%))`,
          }}
        />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 'var(--space-2)',
            padding: 'var(--space-4)',
          }}
        >
          <h3 style={{ margin: 0, fontSize: 'var(--font-size-lg)' }}>{title}</h3>
          <a href={`#articulo-${i + 1}`}>Leer artículo</a>
        </div>
      </article>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(6);
    // Once hydrated, the first card is in view and reachable; the last is off screen and inert.
    await waitFor(() => expect(slides[5]).toHaveAttribute('inert'));
    await expect(slides[0]).not.toHaveAttribute('inert');
  },
};

export const UnaSola: Story = {
  name: 'Una sola diapositiva',
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Destacados',
    children: [
      <article key="uno" style={{ ...heroSlide, background: HERO[0]!.background }}>
        <h2 style={{ margin: 0 }}>{HERO[0]!.title}</h2>
        <p style={{ margin: 0 }}>{HERO[0]!.text}</p>
        <a href="#1">{HERO[0]!.link}</a>
      </article>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: HERO[0]!.title })).toBeVisible();
  },
};
