import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bmiResult } from '../_lib/bmi';
import { BMI_FIELDS, bmiSchema, parseQuery } from '../_lib/schemas';
import { BmiCalculator } from './BmiCalculator';

const PATH = '/herramientas-para-tu-salud/calculadora-IMC';
const TODAY = '2026-11-25';

function renderFor(query: Record<string, string>) {
  const parsed = parseQuery(BMI_FIELDS, bmiSchema(TODAY), query);
  return render(
    <BmiCalculator
      path={PATH}
      today={TODAY}
      parsed={parsed}
      initialResult={parsed.input && bmiResult(parsed.input)}
    />,
  );
}

const result = () => screen.getByRole('region', { name: 'Tu resultado' });

beforeEach(() => {
  window.history.replaceState(null, '', PATH);
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('BmiCalculator (issue #7)', () => {
  it('shows the result the server computed for the query, with the values in the fields', () => {
    renderFor({ peso: '70', talla: '175', sexo: 'm', edad: '30' });
    expect(screen.getByLabelText(/Peso/)).toHaveProperty('value', '70');
    expect(screen.getByLabelText(/Sexo/)).toHaveProperty('value', 'm');
    expect(within(result()).getByText('22.9')).toBeTruthy();
    expect(within(result()).getByText('Normal')).toBeTruthy();
  });

  it('shows the problems of a shared query, keeping what it held, until the field changes', async () => {
    const user = userEvent.setup();
    renderFor({ peso: 'setenta', talla: '175', sexo: 'f', edad: '30' });
    const weight = screen.getByLabelText(/Peso/);
    expect(weight).toHaveProperty('value', 'setenta');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByRole('group', { name: 'Revisa estos datos' });
    expect(
      within(summary)
        .getByRole('link', { name: /Escribe solo números/ })
        .getAttribute('href'),
    ).toBe('#campo-peso');
    expect(within(result()).getByText('Completa los datos para ver tu resultado.')).toBeTruthy();

    await user.clear(weight);
    await user.type(weight, '70');
    expect(weight.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Revisa estos datos' })).toBeNull();
    await waitFor(() => expect(within(result()).getByText('22.9')).toBeTruthy());
  });

  it('computes as the person types, and writes the query into the address', async () => {
    const user = userEvent.setup();
    renderFor({});
    await user.type(screen.getByLabelText(/Peso/), '68');
    await user.type(screen.getByLabelText(/Talla/), '160');
    await user.selectOptions(screen.getByLabelText(/Sexo/), 'f');
    await user.type(screen.getByLabelText(/Edad \(años/), '65');
    await waitFor(() => expect(within(result()).getByText('26.6')).toBeTruthy());
    expect(within(result()).getByText(/Ministerio de Salud/)).toBeTruthy();
    expect(window.location.search).toBe('?peso=68&talla=160&sexo=f&edad=65');
  });

  it('a child’s result loads the WHO tables (girl of 60.32 months → z −0.58)', async () => {
    const user = userEvent.setup();
    renderFor({});
    await user.type(screen.getByLabelText(/Peso/), '18,7');
    await user.type(screen.getByLabelText(/Talla/), '113,8');
    await user.selectOptions(screen.getByLabelText(/Sexo/), 'f');
    // 1836 days: 60.32 months.
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '2021-01-01');
    await user.type(screen.getByLabelText(/Fecha de la medición/), '2026-01-11');
    await waitFor(() => expect(within(result()).getByText('-0.58')).toBeTruthy());
    expect(within(result()).getByText('Normal')).toBeTruthy();
  });

  it('on submit with problems, says them in Spanish and moves to the first', async () => {
    const user = userEvent.setup();
    renderFor({});
    await user.type(screen.getByLabelText(/Talla/), '175');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Ingresa el peso en kilogramos.')).toBeTruthy();
    expect(screen.getByText('Elige el sexo.')).toBeTruthy();
    expect(screen.getByText('Ingresa la edad o la fecha de nacimiento.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Peso/));
    expect(screen.getByLabelText(/Talla/)).toHaveProperty('value', '175');
  });

  it('leaves the address alone once an analytics tag started on the page', async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }];
    const user = userEvent.setup();
    renderFor({ peso: '70', talla: '175', sexo: 'm' });
    await user.type(screen.getByLabelText(/Edad \(años/), '30');
    await waitFor(() => expect(within(result()).getByText('22.9')).toBeTruthy());
    expect(window.location.search).toBe('');
  });
});
