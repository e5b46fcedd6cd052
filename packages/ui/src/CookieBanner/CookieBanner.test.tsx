import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { CookieBanner } from './CookieBanner';

const cookieText =
  'Usamos cookies propias y de terceros para personalizar el contenido y los anuncios, ofrecer funciones de redes sociales y analizar el tráfico. También compartimos información sobre cómo usas nuestro sitio con nuestros socios de redes sociales, publicidad y análisis.';

describe('CookieBanner', () => {
  describe('given it is open', () => {
    it('is a region "Aviso de cookies" with the spec text and both buttons', async () => {
      const { container } = render(<CookieBanner onAccept={() => {}} onViewPolicy={() => {}} />);
      const region = screen.getByRole('region', { name: 'Aviso de cookies' });
      expect(region).toHaveTextContent(cookieText);
      expect(screen.getByRole('button', { name: 'Ver políticas de cookies' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aceptar todas las cookies' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when the person accepts', () => {
    it('calls onAccept (the app stores cookiesAccepted and closes it)', async () => {
      const onAccept = vi.fn();
      render(<CookieBanner onAccept={onAccept} />);
      await userEvent.click(screen.getByRole('button', { name: 'Aceptar todas las cookies' }));
      expect(onAccept).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the person asks for the policy', () => {
    it('calls onViewPolicy from the button', async () => {
      const onViewPolicy = vi.fn();
      render(<CookieBanner onAccept={() => {}} onViewPolicy={onViewPolicy} />);
      await userEvent.click(screen.getByRole('button', { name: 'Ver políticas de cookies' }));
      expect(onViewPolicy).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a policyHref', () => {
    it('shows the policy as a link, through the app link component', async () => {
      function AppLink({ children, ...props }: ComponentProps<'a'>) {
        return (
          <a data-app-link="" {...props}>
            {children}
          </a>
        );
      }
      const { container } = render(
        <CookieBanner
          onAccept={() => {}}
          policyHref="/politicas-de-cookies"
          linkComponent={AppLink}
        />,
      );
      const link = screen.getByRole('link', { name: 'Ver políticas de cookies' });
      expect(link).toHaveAttribute('href', '/politicas-de-cookies');
      expect(link).toHaveAttribute('data-app-link');
      expect(screen.queryByRole('button', { name: 'Ver políticas de cookies' })).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given it is closed', () => {
    it('renders nothing', () => {
      render(<CookieBanner open={false} onAccept={() => {}} />);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });
  });

  describe('given keyboard use', () => {
    it('reaches the policy first, then accepting', async () => {
      const onAccept = vi.fn();
      render(<CookieBanner onAccept={onAccept} onViewPolicy={() => {}} />);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Ver políticas de cookies' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(onAccept).toHaveBeenCalledTimes(1);
    });
  });
});
