import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleResources } from '../ResourceCard/ResourceCard.fixtures';
import { axeViolations } from '../test/axe';
import { RelatedResources } from './RelatedResources';

describe('RelatedResources', () => {
  describe('given a heading and three resources', () => {
    it('is a region named by its heading with a list of three cards', async () => {
      const { container } = render(
        <RelatedResources heading="También te puede interesar" resources={sampleResources} />,
      );
      const region = screen.getByRole('region', { name: 'También te puede interesar' });
      expect(
        within(region).getByRole('heading', { level: 2, name: 'También te puede interesar' }),
      ).toBeInTheDocument();
      const items = within(region).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Experiencias presenciales',
      );
      expect(await axeViolations(container)).toEqual([]);
    });

    it('keeps the order given by the app and links each card', async () => {
      render(<RelatedResources heading="Recursos" resources={sampleResources} />);
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Conoce las experiencias',
        'Reserva tu sesión',
        'Ver más',
      ]);
      await userEvent.tab();
      await userEvent.tab();
      expect(links[1]).toHaveFocus();
    });
  });

  describe('given a heading level of 3', () => {
    it('puts the card titles at level 4', () => {
      render(<RelatedResources heading="Recursos" headingLevel={3} resources={sampleResources} />);
      expect(screen.getByRole('heading', { level: 3, name: 'Recursos' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    });
  });

  describe('given no resources', () => {
    it('renders nothing', () => {
      const { container } = render(<RelatedResources heading="Recursos" resources={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
