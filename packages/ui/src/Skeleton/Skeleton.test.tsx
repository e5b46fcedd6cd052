import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  describe('given a group of placeholder shapes', () => {
    it('announces "Cargando…" politely and hides the shapes', async () => {
      const { container } = render(
        <SkeletonGroup>
          <Skeleton variant="rect" height={160} />
          <Skeleton width="60%" />
          <Skeleton variant="circle" width={48} />
        </SkeletonGroup>,
      );
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Cargando…');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveAttribute('aria-busy', 'true');
      const shapes = container.querySelectorAll('[data-variant]');
      expect(shapes).toHaveLength(3);
      shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
      expect(await axeViolations(container)).toEqual([]);
    });

    it('can announce a more precise text', () => {
      render(<SkeletonGroup label="Cargando clases grabadas…" />);
      expect(screen.getByRole('status')).toHaveTextContent('Cargando clases grabadas…');
    });
  });

  describe('given a size', () => {
    it('reads numbers as pixels and keeps other lengths', () => {
      render(
        <>
          <Skeleton data-testid="bloque" variant="rect" width={195} height="10rem" />
          <Skeleton data-testid="linea" />
        </>,
      );
      const block = screen.getByTestId('bloque');
      expect(block.style.getPropertyValue('--skeleton-width')).toBe('195px');
      expect(block.style.getPropertyValue('--skeleton-height')).toBe('10rem');
      expect(screen.getByTestId('linea').style.getPropertyValue('--skeleton-width')).toBe('');
    });
  });
});
