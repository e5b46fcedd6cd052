import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AhorroSwitch } from './AhorroSwitch';

/** What a browser posts when the form is sent with `button`. */
function submitted(button: HTMLButtonElement): URLSearchParams {
  const data = new FormData(button.form!, button);
  return new URLSearchParams(data as unknown as Record<string, string>);
}

describe('the footer’s «Ahorro de datos» switch (issue #33)', () => {
  describe('given the page (the same HTML for everyone)', () => {
    it('is a section named «Ahorro de datos» with a plain form that posts to its route', () => {
      render(<AhorroSwitch />);
      const section = screen.getByRole('region', { name: 'Ahorro de datos' });
      expect(section?.getAttribute('id')).toBe('ahorro-de-datos');
      const form = section.querySelector('form')!;
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe('/api/ahorro-de-datos');
    });

    it('holds both states, each status with the one button that changes it', () => {
      render(<AhorroSwitch />);
      const section = screen.getByRole('region', { name: 'Ahorro de datos' });
      const on = screen.getByRole('button', { name: 'Activar el ahorro de datos' });
      const off = screen.getByRole('button', { name: 'Desactivar el ahorro de datos' });
      expect(on?.getAttribute('data-when')).toBe('off');
      expect(off?.getAttribute('data-when')).toBe('on');
      expect(
        within(section)
          .getByText(/^Desactivado\./)
          ?.getAttribute('data-when'),
      ).toBe('off');
      expect(
        within(section)
          .getByText('Ahorro de datos activado:')
          .closest('p')
          ?.getAttribute('data-when'),
      ).toBe('on');
    });
  });

  describe('when a button sends the form (no JavaScript needed)', () => {
    it.each([
      ['Activar el ahorro de datos', '1'],
      ['Desactivar el ahorro de datos', '0'],
    ])('«%s» posts ahorro=%s', (name, value) => {
      render(<AhorroSwitch />);
      const button = screen.getByRole<HTMLButtonElement>('button', { name });
      expect(button?.getAttribute('type')).toBe('submit');
      expect(submitted(button).get('ahorro')).toBe(value);
    });
  });

  describe('given a browser without JavaScript (no mark on the page: its state unknown there)', () => {
    it('offers, in <noscript>, both buttons landing on the page that says the state, and a link to it', () => {
      const page = document.createElement('div');
      const html = renderToString(<AhorroSwitch />);
      const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
      page.innerHTML = noscript;
      const form = page.querySelector('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe('/api/ahorro-de-datos');
      expect(
        within(page).getByRole('link', { name: 'Ver si está activado' }).getAttribute('href'),
      ).toBe('/ahorro-de-datos');
      const on = within(page).getByRole<HTMLButtonElement>('button', {
        name: 'Activar el ahorro de datos',
      });
      const off = within(page).getByRole<HTMLButtonElement>('button', {
        name: 'Desactivar el ahorro de datos',
      });
      expect(Object.fromEntries(submitted(on))).toEqual({ confirmar: '1', ahorro: '1' });
      expect(Object.fromEntries(submitted(off))).toEqual({ confirmar: '1', ahorro: '0' });
    });
  });

  it('ships no script of its own (a server component, in every cached page)', () => {
    expect(renderToString(<AhorroSwitch />)).not.toMatch(/<script/);
  });
});
