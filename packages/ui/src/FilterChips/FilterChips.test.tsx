import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { FilterChips } from './FilterChips';

const topics = [
  { value: 'maternidad', label: 'Maternidad' },
  { value: 'prevencion', label: 'Prevención' },
  { value: 'salud-mental', label: 'Salud mental' },
];

const chip = (name: string) => screen.getByRole('button', { name });

describe('FilterChips', () => {
  describe('given a single-select set with nothing chosen', () => {
    it('is a group named by its label, with "Todas" pressed first', async () => {
      const { container } = render(<FilterChips label="Filtrar por tema" options={topics} />);
      const group = screen.getByRole('group', { name: 'Filtrar por tema' });
      const chips = within(group).getAllByRole('button');
      expect(chips.map((button) => button.textContent)).toEqual([
        'Todas',
        'Maternidad',
        'Prevención',
        'Salud mental',
      ]);
      expect(chip('Todas')).toHaveAttribute('aria-pressed', 'true');
      expect(chip('Maternidad')).toHaveAttribute('aria-pressed', 'false');
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when a person presses a chip', () => {
      it('presses only that chip and calls back with its value', async () => {
        const onValueChange = vi.fn();
        const { container } = render(
          <FilterChips label="Filtrar por tema" options={topics} onValueChange={onValueChange} />,
        );
        await userEvent.click(chip('Prevención'));
        expect(chip('Prevención')).toHaveAttribute('aria-pressed', 'true');
        expect(chip('Todas')).toHaveAttribute('aria-pressed', 'false');
        await userEvent.click(chip('Salud mental'));
        expect(chip('Prevención')).toHaveAttribute('aria-pressed', 'false');
        expect(onValueChange.mock.calls).toEqual([['prevencion'], ['salud-mental']]);
        expect(await axeViolations(container)).toEqual([]);
      });

      it('goes back to "Todas" when the pressed chip or "Todas" is pressed', async () => {
        const onValueChange = vi.fn();
        render(
          <FilterChips
            label="Filtrar por tema"
            options={topics}
            defaultValue="maternidad"
            onValueChange={onValueChange}
          />,
        );
        expect(chip('Maternidad')).toHaveAttribute('aria-pressed', 'true');
        await userEvent.click(chip('Maternidad'));
        expect(chip('Todas')).toHaveAttribute('aria-pressed', 'true');
        await userEvent.click(chip('Prevención'));
        await userEvent.click(chip('Todas'));
        expect(chip('Todas')).toHaveAttribute('aria-pressed', 'true');
        expect(onValueChange.mock.calls).toEqual([[null], ['prevencion'], [null]]);
      });
    });

    it('works with the keyboard', async () => {
      const onValueChange = vi.fn();
      render(
        <FilterChips label="Filtrar por tema" options={topics} onValueChange={onValueChange} />,
      );
      await userEvent.tab();
      expect(chip('Todas')).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard(' ');
      expect(onValueChange).toHaveBeenCalledWith('maternidad');
    });
  });

  describe('given a controlled value', () => {
    it('shows the value it is given and only calls back', async () => {
      const onValueChange = vi.fn();
      render(
        <FilterChips
          label="Filtrar por tema"
          options={topics}
          value="prevencion"
          allLabel="Todos los temas"
          onValueChange={onValueChange}
        />,
      );
      await userEvent.click(chip('Todos los temas'));
      expect(onValueChange).toHaveBeenCalledWith(null);
      expect(chip('Prevención')).toHaveAttribute('aria-pressed', 'true');
    });
  });

  describe('given a multi-select set', () => {
    it('has no "Todas" chip and toggles each chip on its own', async () => {
      const onValueChange = vi.fn();
      const { container } = render(
        <FilterChips
          multiple
          label="Tipo de publicación"
          options={topics}
          onValueChange={onValueChange}
        />,
      );
      expect(screen.queryByRole('button', { name: 'Todas' })).not.toBeInTheDocument();
      await userEvent.click(chip('Salud mental'));
      await userEvent.click(chip('Maternidad'));
      expect(chip('Salud mental')).toHaveAttribute('aria-pressed', 'true');
      expect(chip('Maternidad')).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(chip('Salud mental'));
      expect(chip('Salud mental')).toHaveAttribute('aria-pressed', 'false');
      expect(onValueChange.mock.calls).toEqual([
        [['salud-mental']],
        [['maternidad', 'salud-mental']],
        [['maternidad']],
      ]);
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
