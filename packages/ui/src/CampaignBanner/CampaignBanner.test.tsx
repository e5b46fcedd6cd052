import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { CampaignBanner } from './CampaignBanner';

const campaign = {
  copy: 'Participa en el sorteo de audífonos inalámbricos.',
  copyStrong: '¡Inscríbete gratis!',
  linkText: 'Quiero participar',
  href: '/campaign/sorteo-audifonos/signup/',
};

describe('CampaignBanner', () => {
  describe('given an active campaign', () => {
    it('shows the copy, the strong copy and a link named by the link text', async () => {
      const { container } = render(<CampaignBanner {...campaign} />);
      const region = screen.getByRole('region', { name: 'Campaña' });
      expect(region).toHaveTextContent(
        'Participa en el sorteo de audífonos inalámbricos. ¡Inscríbete gratis!',
      );
      expect(screen.getByText('¡Inscríbete gratis!').tagName).toBe('STRONG');
      expect(screen.getByRole('link', { name: 'Quiero participar' })).toHaveAttribute(
        'href',
        '/campaign/sorteo-audifonos/signup/',
      );
      expect(region).toHaveAttribute('data-state', 'open');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('renders the link through the app link component', () => {
      function AppLink({ children, ...props }: ComponentProps<'a'>) {
        return (
          <a data-app-link="" {...props}>
            {children}
          </a>
        );
      }
      render(<CampaignBanner {...campaign} linkComponent={AppLink} />);
      expect(screen.getByRole('link', { name: 'Quiero participar' })).toHaveAttribute(
        'data-app-link',
      );
    });
  });

  describe('given onClose', () => {
    it('shows a close button that calls it', async () => {
      const onClose = vi.fn();
      const { container } = render(<CampaignBanner {...campaign} onClose={onClose} />);
      const close = screen.getByRole('button', { name: 'Cerrar aviso de la campaña' });
      expect(await axeViolations(container)).toEqual([]);
      await userEvent.click(close);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('is reachable with the keyboard after the link', async () => {
      const onClose = vi.fn();
      render(<CampaignBanner {...campaign} onClose={onClose} />);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Quiero participar' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('given no strong copy', () => {
    it('shows the copy alone', () => {
      render(<CampaignBanner {...campaign} copyStrong={undefined} />);
      expect(screen.getByRole('region')).toHaveTextContent(campaign.copy);
      expect(screen.getByRole('region').querySelector('strong')).toBeNull();
    });
  });
});
