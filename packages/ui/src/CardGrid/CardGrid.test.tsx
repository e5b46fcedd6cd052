import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody, CardTitle } from '../Card';
import { axeViolations } from '../test/axe';
import { CardGrid, CardGridItem } from './CardGrid';

const tools = ['Días fértiles', 'Estatura', 'Calorías', 'Índice de masa corporal'];

describe('CardGrid', () => {
  describe('given four cards', () => {
    it('is a list of four items, each holding its card', async () => {
      const { container } = render(
        <CardGrid aria-label="Herramientas para tu salud">
          {tools.map((tool) => (
            <CardGridItem key={tool}>
              <Card>
                <CardTitle>{tool}</CardTitle>
                <CardBody>Calcula en un minuto.</CardBody>
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>,
      );
      const list = screen.getByRole('list', { name: 'Herramientas para tu salud' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      expect(within(items[3]!).getByRole('heading')).toHaveTextContent('Índice de masa corporal');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a maximum of two columns', () => {
    it('says so to its styles and keeps the class of the app', () => {
      render(
        <CardGrid maxColumns={2} className="app-grid">
          <CardGridItem>Uno</CardGridItem>
        </CardGrid>,
      );
      const list = screen.getByRole('list');
      expect(list).toHaveAttribute('data-max-columns', '2');
      expect(list).toHaveClass('app-grid');
    });
  });
});
