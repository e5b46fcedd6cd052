import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadUbigeoCombobox,
  UbigeoField,
  type District,
  type UbigeoFieldProps,
} from './UbigeoField';

// The combobox's module loads once the page is idle; loaded first here, the tests see the field
// as a person does a moment after the page loaded (the selects before that: the server tests).
beforeAll(async () => {
  await loadUbigeoCombobox();
});

/** Real INEI codes and names, out of order (the field sorts them). */
const DISTRICTS: District[] = [
  { id: '150122', nombre: 'Miraflores', provincia: 'Lima', departamento: 'Lima' },
  { id: '040110', nombre: 'Miraflores', provincia: 'Arequipa', departamento: 'Arequipa' },
  { id: '150105', nombre: 'Breña', provincia: 'Lima', departamento: 'Lima' },
  { id: '150113', nombre: 'Jesús María', provincia: 'Lima', departamento: 'Lima' },
  { id: '150133', nombre: 'San Juan de Miraflores', provincia: 'Lima', departamento: 'Lima' },
  { id: '150101', nombre: 'Lima', provincia: 'Lima', departamento: 'Lima' },
  { id: '150501', nombre: 'San Vicente de Cañete', provincia: 'Cañete', departamento: 'Lima' },
  { id: '070101', nombre: 'Callao', provincia: 'Callao', departamento: 'Callao' },
  { id: '070104', nombre: 'La Perla', provincia: 'Callao', departamento: 'Callao' },
  { id: '020101', nombre: 'Huaraz', provincia: 'Huaraz', departamento: 'Áncash' },
  { id: '040101', nombre: 'Arequipa', provincia: 'Arequipa', departamento: 'Arequipa' },
];

const HINT_SELECTS = 'Elige tu distrito; la provincia y el departamento se completan solos.';

function Field(props: Partial<UbigeoFieldProps>) {
  return <UbigeoField districts={DISTRICTS} name="ubigeo" id="ubigeo" {...props} />;
}

/** A form as react-hook-form's `Controller` drives the field: value in, code out. */
function ControlledForm({
  initial = '',
  onCode,
}: {
  initial?: string;
  onCode?: (code: string) => void;
}) {
  const [code, setCode] = useState(initial);
  return (
    <form aria-label="Inscripción">
      <Field
        value={code}
        onChange={(next) => {
          onCode?.(next);
          setCode(next);
        }}
      />
      <p>Valor del formulario: «{code}»</p>
      <button type="button" onClick={() => setCode('150105')}>
        Poner Breña
      </button>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Distrito' });
const posted = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="hidden"][name="ubigeo"]')?.value;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const place = (container: HTMLElement) =>
  [...container.querySelectorAll('dl div')].map((row) => row.textContent);

/** The server's HTML in a container of the document (no React yet). */
function serverHtml(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

describe('UbigeoField', () => {
  describe('in the server HTML (before and without JavaScript)', () => {
    it('is a fieldset with three labelled native selects, grouped, and no combobox', () => {
      const container = serverHtml(<Field />);
      containers.push(container);
      const group = within(container).getByRole('group', { name: 'Distrito donde vives' });
      expect(group.tagName).toBe('FIELDSET');
      expect(within(group).getByText(HINT_SELECTS)).toBeTruthy();
      // Native selects only: no text box, no listbox of the combobox.
      expect(container.querySelector('input')).toBeNull();
      expect(within(container).queryByRole('listbox')).toBeNull();

      const departamento = within(group).getByLabelText<HTMLSelectElement>('Departamento');
      const provincia = within(group).getByLabelText<HTMLSelectElement>('Provincia');
      const distrito = within(group).getByLabelText<HTMLSelectElement>('Distrito');
      for (const select of [departamento, provincia, distrito])
        expect(select.tagName).toBe('SELECT');

      // Each departamento once, in Spanish order (Áncash with the A's, not after Lima).
      expect([...departamento.options].map((o) => o.text)).toEqual([
        'Elige tu departamento',
        'Áncash',
        'Arequipa',
        'Callao',
        'Lima',
      ]);
      // Provincias grouped by departamento, in Spanish order.
      expect(
        [...provincia.querySelectorAll('optgroup')].map((g) => [
          g.label,
          [...g.querySelectorAll('option')].map((o) => o.text),
        ]),
      ).toEqual([
        ['Áncash', ['Huaraz']],
        ['Arequipa', ['Arequipa']],
        ['Callao', ['Callao']],
        ['Lima', ['Cañete', 'Lima']],
      ]);
      // Districts grouped by «provincia, departamento», each option's value its code.
      expect(
        [...distrito.querySelectorAll('optgroup')].map((g) => [
          g.label,
          [...g.querySelectorAll('option')].map((o) => `${o.value} ${o.text}`),
        ]),
      ).toEqual([
        ['Huaraz, Áncash', ['020101 Huaraz']],
        ['Arequipa, Arequipa', ['040101 Arequipa', '040110 Miraflores']],
        ['Callao, Callao', ['070101 Callao', '070104 La Perla']],
        ['Cañete, Lima', ['150501 San Vicente de Cañete']],
        [
          'Lima, Lima',
          [
            '150105 Breña',
            '150113 Jesús María',
            '150101 Lima',
            '150122 Miraflores',
            '150133 San Juan de Miraflores',
          ],
        ],
      ]);
    });

    it('posts only the district select: the other two have no name', () => {
      const container = serverHtml(<Field />);
      containers.push(container);
      const form = document.createElement('form');
      form.append(...container.childNodes);
      container.append(form);
      within(container).getByLabelText<HTMLSelectElement>('Departamento').value = '15';
      within(container).getByLabelText<HTMLSelectElement>('Distrito').value = '150105';
      expect([...new FormData(form)]).toEqual([['ubigeo', '150105']]);
    });

    it('shows a chosen district, its provincia and departamento', () => {
      const container = serverHtml(<Field defaultValue="150122" />);
      containers.push(container);
      const value = (label: string) =>
        within(container).getByLabelText<HTMLSelectElement>(label).value;
      expect([value('Departamento'), value('Provincia'), value('Distrito')]).toEqual([
        '15',
        '1501',
        '150122',
      ]);
    });

    it('ties the error to the district select: aria-invalid, described by the hint and the error', () => {
      const container = serverHtml(<Field required error="Elige tu distrito de la lista" />);
      containers.push(container);
      const distrito = within(container).getByLabelText('Distrito');
      expect(distrito.getAttribute('aria-invalid')).toBe('true');
      expect(distrito.hasAttribute('required')).toBe(true);
      expect(distrito.getAttribute('aria-describedby')).toBe('ubigeo-ayuda ubigeo-error');
      expect(document.getElementById('ubigeo-error')?.textContent).toBe(
        'Elige tu distrito de la lista',
      );
    });
  });

  describe('after hydration', () => {
    it('replaces the selects with one combobox, keeping a district picked before hydration', async () => {
      const container = serverHtml(<Field />);
      containers.push(container);
      // Picked in the HTML alone: no React yet.
      within(container).getByLabelText<HTMLSelectElement>('Distrito').value = '150122';

      const onRecoverableError = vi.fn();
      const root = await act(async () => hydrateRoot(container, <Field />, { onRecoverableError }));
      try {
        const input = await screen.findByRole('combobox', { name: 'Distrito' });
        expect(input.tagName).toBe('INPUT');
        expect(input.id).toBe('ubigeo');
        expect(input).toHaveProperty('value', 'Miraflores');
        expect(posted(container)).toBe('150122');
        expect(place(container)).toEqual(['Provincia: Lima', 'Departamento: Lima']);
        expect(container.querySelector('select')).toBeNull();
        expect(onRecoverableError).not.toHaveBeenCalled();
      } finally {
        act(() => root.unmount());
      }
    });

    it('tells a controlled form the district picked before hydration', async () => {
      const onCode = vi.fn();
      const container = serverHtml(<ControlledForm onCode={onCode} />);
      containers.push(container);
      within(container).getByLabelText<HTMLSelectElement>('Distrito').value = '150105';

      const root = await act(async () =>
        hydrateRoot(container, <ControlledForm onCode={onCode} />),
      );
      try {
        expect(await screen.findByText('Valor del formulario: «150105»')).toBeTruthy();
        expect(onCode).toHaveBeenCalledWith('150105');
        expect(combobox()).toHaveProperty('value', 'Breña');
      } finally {
        act(() => root.unmount());
      }
    });
  });

  describe('in the browser', () => {
    it('is one combobox of the WAI-ARIA 1.2 pattern, closed, with an empty value', () => {
      const { container } = render(<Field />);
      const input = combobox();
      expect(screen.getAllByRole('combobox')).toEqual([input]);
      expect(input.getAttribute('aria-autocomplete')).toBe('list');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
      expect(listbox?.getAttribute('role')).toBe('listbox');
      expect(posted(container)).toBe('');
      expect(place(container)).toEqual([]);
      expect(screen.getByRole('group', { name: 'Distrito donde vives' })).toBeTruthy();
    });

    it('ties the error to the combobox: aria-invalid, described by the hint and the error', () => {
      render(<Field error="Elige tu distrito de la lista" required />);
      const input = combobox();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-required')).toBe('true');
      const description = (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(description).toEqual([
        'Escribe el nombre de tu distrito y elígelo de la lista; la provincia y el departamento se completan solos.',
        'Elige tu distrito de la lista',
      ]);
    });

    it('without an error, is neither invalid nor described by one', () => {
      render(<Field />);
      expect(combobox().hasAttribute('aria-invalid')).toBe(false);
      expect(combobox().getAttribute('aria-describedby')).toBe('ubigeo-ayuda');
    });

    describe('when a person types', () => {
      it.each<[string, string[]]>([
        ['brena', ['Breña — Lima, Lima']],
        ['jesus maria', ['Jesús María — Lima, Lima']],
        ['JESÚS', ['Jesús María — Lima, Lima']],
        [
          'miraflores',
          [
            'Miraflores — Arequipa, Arequipa',
            'Miraflores — Lima, Lima',
            'San Juan de Miraflores — Lima, Lima',
          ],
        ],
      ])('%j lists %j, ignoring case and accents', async (typed, options) => {
        const user = userEvent.setup();
        render(<Field />);
        await user.type(combobox(), typed);
        expect(combobox().getAttribute('aria-expanded')).toBe('true');
        expect(optionNames()).toEqual(options);
      });

      it('announces the number of results politely, in Spanish, once typing pauses', async () => {
        const user = userEvent.setup();
        render(<Field />);
        const status = screen.getByRole('status');
        expect(status.getAttribute('aria-live')).toBe('polite');
        await user.type(combobox(), 'miraflores');
        await vi.waitFor(() => expect(status.textContent).toBe('3 resultados disponibles'), {
          timeout: 5_000,
        });
        await user.clear(combobox());
        await user.type(combobox(), 'cusco');
        await vi.waitFor(() => expect(status.textContent).toBe('No hay resultados'), {
          timeout: 5_000,
        });
        expect(screen.getByText('No hay resultados', { selector: 'p' })).toBeTruthy();
        expect(screen.queryAllByRole('option')).toEqual([]);
        expect(combobox().getAttribute('aria-expanded')).toBe('false');
      });

      it('leaves the value empty until a district is chosen', async () => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        const { container } = render(<Field onChange={onChange} />);
        await user.type(combobox(), 'Breña');
        await user.click(document.body);
        expect(combobox()).toHaveProperty('value', 'Breña');
        expect(posted(container)).toBe('');
        expect(onChange).not.toHaveBeenCalled();
      });

      it('empties the value when the text no longer names the chosen district', async () => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        const { container } = render(<Field defaultValue="150105" onChange={onChange} />);
        expect(combobox()).toHaveProperty('value', 'Breña');
        await user.type(combobox(), 'x');
        expect(combobox()).toHaveProperty('value', 'Breñax');
        expect(posted(container)).toBe('');
        expect(onChange).toHaveBeenLastCalledWith('');
        expect(place(container)).toEqual([]);
      });
    });

    describe('with the keyboard', () => {
      it('arrows highlight an option and Enter chooses it: provincia, departamento and the code fill in', async () => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        const { container } = render(<Field onChange={onChange} />);
        await user.type(combobox(), 'mira');
        await user.keyboard('{ArrowDown}{ArrowDown}');
        const highlighted = screen.getByRole('option', { name: 'Miraflores — Lima, Lima' });
        expect(combobox().getAttribute('aria-activedescendant')).toBe(highlighted.id);
        expect(highlighted.getAttribute('aria-selected')).toBe('true');

        await user.keyboard('{Enter}');
        expect(combobox()).toHaveProperty('value', 'Miraflores');
        expect(combobox().getAttribute('aria-expanded')).toBe('false');
        expect(posted(container)).toBe('150122');
        expect(onChange).toHaveBeenCalledWith('150122');
        expect(place(container)).toEqual(['Provincia: Lima', 'Departamento: Lima']);
        // The places are read with the field.
        expect(combobox().getAttribute('aria-describedby')).toBe('ubigeo-ayuda ubigeo-lugar');
      });

      it('does not wrap: Down stays on the last option, Up from the first goes back to the text', async () => {
        const user = userEvent.setup();
        render(<Field />);
        await user.type(combobox(), 'miraflores');
        await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
        expect(combobox().getAttribute('aria-activedescendant')).toBe(
          screen.getByRole('option', { name: 'San Juan de Miraflores — Lima, Lima' }).id,
        );
        await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
        expect(combobox().getAttribute('aria-activedescendant') ?? '').toBe('');
        expect(combobox().getAttribute('aria-expanded')).toBe('true');
      });

      it('Home and End move the caret in the text, not the highlight', async () => {
        const user = userEvent.setup();
        render(<Field />);
        await user.type(combobox(), 'miraflores');
        await user.keyboard('{ArrowDown}');
        const first = screen.getByRole('option', { name: 'Miraflores — Arequipa, Arequipa' });
        await user.keyboard('{Home}');
        expect(combobox()).toHaveProperty('selectionStart', 0);
        await user.keyboard('{End}');
        expect(combobox()).toHaveProperty('selectionStart', 'miraflores'.length);
        expect(combobox().getAttribute('aria-activedescendant')).toBe(first.id);
      });

      it('Escape closes the list and keeps the text, even twice', async () => {
        const user = userEvent.setup();
        render(<Field />);
        await user.type(combobox(), 'brena');
        expect(screen.getByRole('listbox')).toBeTruthy();
        await user.keyboard('{Escape}');
        expect(combobox().getAttribute('aria-expanded')).toBe('false');
        expect(screen.queryAllByRole('option')).toEqual([]);
        await user.keyboard('{Escape}');
        expect(combobox()).toHaveProperty('value', 'brena');
      });

      it('Tab away chooses the highlighted option, as GOV.UK’s component does', async () => {
        const user = userEvent.setup();
        const { container } = render(
          <>
            <Field />
            <button type="button">Continuar</button>
          </>,
        );
        await user.type(combobox(), 'callao');
        await user.keyboard('{ArrowDown}');
        await user.tab();
        expect(screen.getByRole('button', { name: 'Continuar' })).toBe(document.activeElement);
        expect(posted(container)).toBe('070101');
        expect(place(container)).toEqual(['Provincia: Callao', 'Departamento: Callao']);
      });
    });

    it('a click on an option chooses it', async () => {
      const user = userEvent.setup();
      const { container } = render(<Field />);
      await user.type(combobox(), 'san');
      await user.click(
        screen.getByRole('option', { name: 'San Vicente de Cañete — Cañete, Lima' }),
      );
      expect(posted(container)).toBe('150501');
      expect(place(container)).toEqual(['Provincia: Cañete', 'Departamento: Lima']);
    });

    it('follows a controlled value set by the form, and reports what is chosen', async () => {
      const user = userEvent.setup();
      const onCode = vi.fn();
      const { container } = render(<ControlledForm onCode={onCode} />);
      await user.click(screen.getByRole('button', { name: 'Poner Breña' }));
      expect(combobox()).toHaveProperty('value', 'Breña');
      expect(posted(container)).toBe('150105');
      expect(onCode).not.toHaveBeenCalled();

      await user.clear(combobox());
      expect(onCode).toHaveBeenLastCalledWith('');
      await user.type(combobox(), 'jesus');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByText('Valor del formulario: «150113»')).toBeTruthy();
      expect(combobox()).toHaveProperty('value', 'Jesús María');
    });

    it('calls onBlur when the field loses focus', async () => {
      const user = userEvent.setup();
      const onBlur = vi.fn();
      render(<Field onBlur={onBlur} />);
      await user.click(combobox());
      await user.tab();
      expect(onBlur).toHaveBeenCalledTimes(1);
    });
  });
});
