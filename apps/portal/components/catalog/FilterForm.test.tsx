import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterFieldset } from './FilterFieldset';
import { FilterForm, filterFormHref } from './FilterForm';

/** Where Next's `Link` would navigate (a click on it, as Next's own handler gets it). */
const navigated = vi.fn();
vi.mock('next/link', async () => {
  const { forwardRef } = await import('react');
  return {
    default: forwardRef<HTMLAnchorElement, { href: string; children?: unknown }>(function Link(
      { href, children, ...props },
      ref,
    ) {
      return (
        <a
          {...props}
          ref={ref}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            navigated(href);
          }}
        >
          {children as never}
        </a>
      );
    }),
  };
});

beforeEach(() => navigated.mockReset());

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
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(navigated).toHaveBeenCalledWith('/vive-sanamente?tema=diabetes&tema=sueno');
    // The link it follows is out of sight and out of the tab order.
    expect(screen.queryByRole('link')).toBeNull();
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
