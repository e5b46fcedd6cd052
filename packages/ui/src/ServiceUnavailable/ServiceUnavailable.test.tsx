import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ServiceUnavailable } from './ServiceUnavailable';

describe('ServiceUnavailable', () => {
  describe('given the defaults', () => {
    it('says in Spanish that the service is unavailable and links "Reintentar" to "/"', async () => {
      const { container } = render(<ServiceUnavailable />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Servicio no disponible por el momento' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/vuelve a intentarlo en unos minutos/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '/');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given onRetry', () => {
    it('is a button a person can press, with the mouse or the keyboard', async () => {
      const onRetry = vi.fn();
      const { container } = render(<ServiceUnavailable onRetry={onRetry} />);
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      await userEvent.keyboard('{Enter}');
      expect(onRetry).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when a retry is running', () => {
      it('is disabled and announced as "Cargando"', async () => {
        const onRetry = vi.fn();
        const { container } = render(<ServiceUnavailable onRetry={onRetry} retrying />);
        const button = screen.getByRole('button', { name: 'Cargando' });
        expect(button).toBeDisabled();
        await userEvent.click(button);
        expect(onRetry).not.toHaveBeenCalled();
        expect(await axeViolations(container)).toEqual([]);
      });
    });
  });

  describe('given a retry address and the app link component', () => {
    it('links there through the component', () => {
      function AppLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
        return (
          <a {...props} data-app-link="">
            {children}
          </a>
        );
      }
      render(<ServiceUnavailable retryHref="/home" linkComponent={AppLink} />);
      const retry = screen.getByRole('link', { name: 'Reintentar' });
      expect(retry).toHaveAttribute('href', '/home');
      expect(retry).toHaveAttribute('data-app-link');
    });
  });
});
