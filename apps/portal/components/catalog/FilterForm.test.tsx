import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterFieldset } from './FilterFieldset';
import { FilterForm, filterFormHref } from './FilterForm';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());

function Form({ address, selected = [] }: { address: string; selected?: string[] }) {
  return (
    <FilterForm action="/vive-sanamente" address={address} label="Buscar y filtrar publicaciones">
      <label htmlFor="buscar">Buscar</label>
      <input id="buscar" name="buscar" defaultValue="" />
      <FilterFieldset
        legend="Tema"
        name="tema"
        kind="checkbox"
        options={[
          { value: 'diabetes', label: 'Diabetes' },
          { value: 'sueno', label: 'Sueño' },
        ]}
        selected={selected}
      />
      <FilterFieldset
        legend="Categoría"
        name="categoria"
        kind="radio"
        allLabel="Todas"
        options={[{ value: 'alimentacion', label: 'Alimentación' }]}
        selected={[]}
      />
      <button type="submit">Aplicar filtros</button>
    </FilterForm>
  );
}

describe('filterFormHref', () => {
  it.each<[string, [string, string][], string]>([
    ['nothing', [], '/vive-sanamente'],
    [
      'empty fields are left out',
      [
        ['buscar', ' '],
        ['categoria', ''],
      ],
      '/vive-sanamente',
    ],
    [
      'a checkbox group repeats, in order',
      [
        ['tema', 'sueno'],
        ['tema', 'diabetes'],
        ['buscar', ' presión '],
      ],
      '/vive-sanamente?tema=sueno&tema=diabetes&buscar=presi%C3%B3n',
    ],
  ])('%s', (_, entries, href) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    expect(filterFormHref('/vive-sanamente', data)).toBe(href);
  });
});

describe('FilterForm', () => {
  it('is a GET search form to the list in the HTML, its options in fieldsets', () => {
    render(<Form address="/vive-sanamente" />);
    const form = screen.getByRole('search', { name: 'Buscar y filtrar publicaciones' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/vive-sanamente');
    expect(screen.getByRole('group', { name: 'Tema' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sueño' })).toHaveProperty('name', 'tema');
    // «Todas» is chosen when no category is.
    expect(screen.getByRole('radio', { name: 'Todas' })).toHaveProperty('checked', true);
  });

  it('with JavaScript, goes to the address of what is chosen, without its empty fields', async () => {
    const user = userEvent.setup();
    render(<Form address="/vive-sanamente" />);
    await user.click(screen.getByRole('checkbox', { name: 'Sueño' }));
    await user.click(screen.getByRole('checkbox', { name: 'Diabetes' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(push).toHaveBeenCalledWith('/vive-sanamente?tema=diabetes&tema=sueno');
  });

  it('keeps what was typed before hydration, and follows the address when it changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form address="/vive-sanamente" />);
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'dengue');
    await user.click(screen.getByRole('checkbox', { name: 'Sueño' }));
    rerender(<Form address="/vive-sanamente" />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveProperty('value', 'dengue');
    expect(screen.getByRole('checkbox', { name: 'Sueño' })).toHaveProperty('checked', true);

    // «Quitar filtros» (a link): the page comes back with nothing chosen.
    rerender(<Form address="/vive-sanamente?tema=diabetes" selected={['diabetes']} />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'Sueño' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Diabetes' })).toHaveProperty('checked', true);
  });
});
