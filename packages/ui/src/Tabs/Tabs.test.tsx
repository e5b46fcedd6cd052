import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs';

function ProgramTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="descripcion" {...props}>
      <TabsList aria-label="Información del programa">
        <TabsTrigger value="descripcion">Descripción</TabsTrigger>
        <TabsTrigger value="beneficios">Beneficios</TabsTrigger>
        <TabsTrigger value="citas" disabled>
          Citas
        </TabsTrigger>
        <TabsTrigger value="preguntas">Preguntas frecuentes</TabsTrigger>
      </TabsList>
      <TabsContent value="descripcion">Un programa para acompañar tu embarazo.</TabsContent>
      <TabsContent value="beneficios">Controles, talleres y asesoría nutricional.</TabsContent>
      <TabsContent value="citas">Solicita tu cita.</TabsContent>
      <TabsContent value="preguntas">¿Quién puede inscribirse?</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  describe('given four tabs with the first chosen', () => {
    it('shows a named tab list and only the first panel', async () => {
      const { container } = render(<ProgramTabs />);
      expect(screen.getByRole('tablist', { name: 'Información del programa' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Descripción' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByRole('tabpanel', { name: 'Descripción' })).toHaveTextContent(
        'Un programa para acompañar tu embarazo.',
      );
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when a person clicks another tab', () => {
    it('shows its panel and calls back with its value', async () => {
      const onValueChange = vi.fn();
      const { container } = render(<ProgramTabs onValueChange={onValueChange} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Beneficios' }));
      expect(screen.getByRole('tab', { name: 'Beneficios' })).toHaveAttribute(
        'data-state',
        'active',
      );
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Controles, talleres');
      expect(onValueChange).toHaveBeenCalledWith('beneficios');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when a person uses the arrow keys', () => {
    it('moves to the next tab, skipping the disabled one, and wraps around', async () => {
      render(<ProgramTabs />);
      await userEvent.tab();
      expect(screen.getByRole('tab', { name: 'Descripción' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Beneficios' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      const questions = screen.getByRole('tab', { name: 'Preguntas frecuentes' });
      expect(questions).toHaveFocus();
      expect(questions).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Descripción' })).toHaveFocus();
    });

    it('moves from the tab to its panel with Tab', async () => {
      render(<ProgramTabs />);
      await userEvent.tab();
      await userEvent.tab();
      expect(screen.getByRole('tabpanel')).toHaveFocus();
    });
  });
});
