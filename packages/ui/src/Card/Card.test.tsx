import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations } from '../test/axe';
import { Card, CardBody, CardFooter, CardMedia, CardTitle } from './Card';

function ProgramCard({ onEnroll = () => {} }: { onEnroll?: () => void }) {
  return (
    <Card aria-labelledby="programa-maternidad" className="app-card">
      <CardMedia>
        <img src="/maternidad.jpg" alt="" />
      </CardMedia>
      <CardTitle id="programa-maternidad">Programa de maternidad</CardTitle>
      <CardBody>
        <p>Acompañamiento durante el embarazo y los primeros meses de tu bebé.</p>
      </CardBody>
      <CardFooter>
        <Button onClick={onEnroll}>Inscribirme</Button>
      </CardFooter>
    </Card>
  );
}

describe('Card', () => {
  describe('given media, title, body and footer', () => {
    it('is an article named by its title, showing each part', async () => {
      const { container } = render(<ProgramCard />);
      const card = screen.getByRole('article', { name: 'Programa de maternidad' });
      expect(card).toHaveClass('app-card');
      expect(
        within(card).getByRole('heading', { level: 3, name: 'Programa de maternidad' }),
      ).toBeInTheDocument();
      expect(within(card).getByText(/Acompañamiento durante el embarazo/)).toBeInTheDocument();
      expect(container.querySelector('img')).toHaveAttribute('alt', '');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('lets a person use the action in its footer', async () => {
      const onEnroll = vi.fn();
      render(<ProgramCard onEnroll={onEnroll} />);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Inscribirme' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onEnroll).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a title level', () => {
    it('renders the title at that level', () => {
      render(
        <Card>
          <CardTitle level={2}>Calculadora de calorías</CardTitle>
          <CardBody>Conoce cuántas calorías necesitas al día.</CardBody>
        </Card>,
      );
      expect(
        screen.getByRole('heading', { level: 2, name: 'Calculadora de calorías' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a square media box', () => {
    it('exposes the ratio as a data attribute for the styles', () => {
      render(
        <Card>
          <CardMedia ratio="square" data-testid="media" />
        </Card>,
      );
      expect(screen.getByTestId('media')).toHaveAttribute('data-ratio', 'square');
    });
  });
});
