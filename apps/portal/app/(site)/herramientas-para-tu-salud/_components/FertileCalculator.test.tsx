import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fertileResult } from '../_lib/fertile';
import { FERTILE_FIELDS, fertileSchema, parseQuery } from '../_lib/schemas';
import { FertileCalculator } from './FertileCalculator';

const PATH = '/herramientas-para-tu-salud/calculadora-de-dias-fertiles';
const TODAY = '2026-11-25';

function renderFor(query: Record<string, string>) {
  const parsed = parseQuery(FERTILE_FIELDS, fertileSchema(TODAY), query);
  return render(
    <FertileCalculator
      path={PATH}
      today={TODAY}
      parsed={parsed}
      initialResult={parsed.input && fertileResult(parsed.input)}
    />,
  );
}

const result = () => screen.getByRole('region', { name: 'Tu resultado' });

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('FertileCalculator (issue #7)', () => {
  it('lists three cycles, marks them on calendars and offers them as an .ics file', () => {
    renderFor({ ultima_regla: '2026-01-01', ciclo: '28' });
    const items = within(result())
      .getAllByRole('listitem')
      .filter((item) => /Ciclo/.test(item.textContent ?? ''));
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toBe(
      'Ciclo 1: Días fértiles del sábado 10 de enero de 2026 al viernes 16 de enero de 2026. Ovulación estimada: jueves 15 de enero de 2026. Próxima menstruación: jueves 29 de enero de 2026.',
    );
    const january = within(result()).getByRole('table', { name: 'enero de 2026' });
    expect(within(january).getByRole('cell', { name: '15, ovulación estimada' })).toBeTruthy();
    expect(within(january).getByRole('cell', { name: '10, día fértil' })).toBeTruthy();

    const download = within(result()).getByRole('link', { name: /Descargar/ });
    expect(download.getAttribute('download')).toBe('recordatorio.ics');
    const ics = decodeURIComponent(download.getAttribute('href')!.split(',')[1]!);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260110');
    expect(ics).toContain('SUMMARY:Recordatorio personal');
  });

  it('says it is not contraception', () => {
    renderFor({});
    expect(screen.getByText('Esta calculadora no es un método anticonceptivo.')).toBeTruthy();
  });

  it('an irregular cycle: the range opens with what the query held, and the calendar method is used', () => {
    renderFor({ ultima_regla: '2026-01-01', ciclo_min: '26', ciclo_max: '32' });
    expect(screen.getByText('¿Tu ciclo es irregular?').closest('details')?.open).toBe(true);
    expect(
      within(result()).getByText(
        /Días fértiles del jueves 8 de enero de 2026 al miércoles 21 de enero de 2026/,
      ),
    ).toBeTruthy();
    expect(within(result()).getByText(/método del calendario de la OMS/)).toBeTruthy();
  });

  it('computes as the person types; a cycle out of range says so in Spanish', async () => {
    const user = userEvent.setup();
    renderFor({});
    await user.type(screen.getByLabelText(/Primer día/), '2026-01-01');
    const cycle = screen.getByLabelText(/Duración de tu ciclo/);
    await user.type(cycle, '50');
    await user.tab();
    expect(await screen.findByText('El ciclo debe durar entre 21 y 45 días.')).toBeTruthy();
    await user.clear(cycle);
    await user.type(cycle, '28');
    await waitFor(() => expect(within(result()).getAllByRole('table')).toHaveLength(3));
    expect(window.location.search).toBe('?ultima_regla=2026-01-01&ciclo=28');
  });
});
