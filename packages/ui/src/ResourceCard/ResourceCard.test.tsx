import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { ResourceCard, type ResourceCardImageProps } from './ResourceCard';

const resource = {
  slug: 'experiencias-presenciales',
  title: 'Experiencias presenciales',
  file: 'https://cdn.example.pe/experiencias.jpg',
  copy: 'Participa en talleres y actividades al aire libre cerca de ti.',
  actions: [
    { title: 'Conoce las experiencias', link: '/experiencias-presenciales' },
    { title: 'Otra acción', link: '/otra' },
  ],
};

describe('ResourceCard', () => {
  describe('given a resource with an image and actions', () => {
    it('shows the tag title as a heading, the copy and a link from the first action', async () => {
      const { container } = render(<ResourceCard {...resource} />);
      expect(
        screen.getByRole('heading', { level: 3, name: 'Experiencias presenciales' }),
      ).toBeInTheDocument();
      expect(screen.getByText(resource.copy)).toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'Conoce las experiencias' });
      expect(link).toHaveAttribute('href', '/experiencias-presenciales');
      expect(link).toHaveAccessibleDescription('Experiencias presenciales');
      expect(screen.queryByRole('link', { name: 'Otra acción' })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('shows the image as decorative and lazily loaded', () => {
      const { container } = render(<ResourceCard {...resource} />);
      const image = container.querySelector('img');
      expect(image).toHaveAttribute('src', resource.file);
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '195');
    });

    it('is reached with one tab stop: its link', async () => {
      render(<ResourceCard {...resource} />);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Conoce las experiencias' })).toHaveFocus();
    });
  });

  describe('given a resource without image nor actions', () => {
    it('shows a placeholder and links to "/" with "Ver más"', async () => {
      const { container } = render(
        <ResourceCard slug="guias-y-consejos" title="Guías y consejos" file={null} />,
      );
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('article')).toHaveAttribute('data-media', 'placeholder');
      expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('uses the defaults too when the first action is empty', () => {
      render(<ResourceCard slug="x" title="Clases grabadas" actions={[{ title: '', link: '' }]} />);
      expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/');
    });
  });

  describe('given app link and image components and a heading level', () => {
    it('renders the link, the image and the heading through them', () => {
      function AppLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
        return (
          <a {...props} data-app-link="">
            {children}
          </a>
        );
      }
      function AppImage({ sizes, alt, ...props }: ResourceCardImageProps) {
        return <img {...props} alt={alt} data-sizes={sizes} data-app-image="" />;
      }
      const { container } = render(
        <ResourceCard
          {...resource}
          headingLevel={4}
          linkComponent={AppLink}
          imageComponent={AppImage}
        />,
      );
      expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(resource.title);
      expect(screen.getByRole('link')).toHaveAttribute('data-app-link');
      expect(container.querySelector('img')).toHaveAttribute(
        'data-sizes',
        '(min-width: 768px) 195px, 120px',
      );
    });
  });

  describe('given it renders on the server (issue #6)', () => {
    it('is no client module and imports nothing but React, clsx and our inline icons (no lucide-react)', () => {
      const source = readFileSync(resolve(import.meta.dirname, 'ResourceCard.tsx'), 'utf8');
      expect(source).not.toMatch(/^\s*['"]use client['"]/m);
      expect([...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map(([, from]) => from)).toEqual([
        'clsx',
        'react',
        '../icons/image-off',
        './ResourceCard.module.css',
      ]);
    });

    it('renders to HTML with the image of its image component, or the placeholder', () => {
      function ServerImage({ alt, ...props }: ResourceCardImageProps) {
        return <img {...props} alt={alt} srcSet={`${props.src}?w=195 195w`} />;
      }
      const page = document.createElement('div');
      page.innerHTML = renderToString(
        <>
          <ResourceCard {...resource} imageComponent={ServerImage} />
          <ResourceCard slug="sin-imagen" title="Sin imagen" file={null} />
        </>,
      );
      const [withImage, placeholder] = page.querySelectorAll('article');
      expect(withImage?.querySelector('img')).toHaveAttribute(
        'srcset',
        `${resource.file}?w=195 195w`,
      );
      expect(withImage?.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(placeholder?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  });
});
