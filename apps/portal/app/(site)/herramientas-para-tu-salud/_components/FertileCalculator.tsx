'use client';

import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { calendarMonths, DAY_KIND_LABEL, type CalendarMonth, type DayKind } from '../_lib/calendar';
import { formatLongDate, formatMonth } from '../_lib/dates';
import { fertileResult, type FertileInput, type FertileResult } from '../_lib/fertile';
import { fertileIcs, ICS_FILE_NAME, icsDataUrl } from '../_lib/ics';
import { FERTILE_FIELDS } from '../_lib/query';
import { CalculatorField, CalculatorLayout } from './CalculatorParts';
import styles from './Tools.module.css';
import { useCalculator, type CalculatorProps } from './useCalculator';

type Field = (typeof FERTILE_FIELDS)[number];

const WEEKDAYS = [
  ['L', 'lunes'],
  ['M', 'martes'],
  ['M', 'miércoles'],
  ['J', 'jueves'],
  ['V', 'viernes'],
  ['S', 'sábado'],
  ['D', 'domingo'],
] as const;

function MonthTable({ month }: { month: CalendarMonth }) {
  return (
    <table className={styles.Month}>
      <caption>{formatMonth(month.first)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, name]) => (
            <th key={name} scope="col" abbr={name}>
              <abbr title={name}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) =>
              day ? (
                <td key={day.iso}>
                  <span className={styles.Day} data-kind={day.kind}>
                    {day.day}
                    {day.kind && <VisuallyHidden>, {DAY_KIND_LABEL[day.kind]}</VisuallyHidden>}
                  </span>
                </td>
              ) : (
                <td key={`empty-${column}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const range = (from: string, to: string) =>
  from === to ? formatLongDate(from) : `del ${formatLongDate(from)} al ${formatLongDate(to)}`;

/** The result of the fertile days calculator: the windows as a list, on calendars, and as a file. */
export function FertileResultView({ result, today }: { result: FertileResult; today: string }) {
  const months = calendarMonths(result);
  const single = result.cycles.length === 1;
  const key: DayKind[] =
    result.method === 'calendar'
      ? ['period', 'fertile', 'possible-period']
      : ['period', 'fertile', 'ovulation'];
  const past = (result.cycles.at(-1)?.nextPeriod.to ?? today) < today;
  return (
    <div className={styles.ResultContent}>
      <ol className={styles.Cycles}>
        {result.cycles.map((cycle, index) => (
          <li key={cycle.start}>
            {!single && <strong>Ciclo {index + 1}: </strong>}
            Días fértiles {range(cycle.fertile.from, cycle.fertile.to)}.
            {cycle.ovulation && <> Ovulación estimada: {formatLongDate(cycle.ovulation)}.</>}{' '}
            {cycle.nextPeriod.from === cycle.nextPeriod.to
              ? `Próxima menstruación: ${formatLongDate(cycle.nextPeriod.from)}.`
              : `Próxima menstruación entre el ${formatLongDate(cycle.nextPeriod.from)} y el ${formatLongDate(cycle.nextPeriod.to)}.`}
          </li>
        ))}
      </ol>
      {past && (
        <p className={styles.Alert}>
          Estas fechas ya pasaron. Para ver tus próximos días fértiles, ingresa la fecha de inicio
          de tu última menstruación.
        </p>
      )}
      {result.method === 'calendar' && (
        <p className={styles.Reference}>
          Con ciclos irregulares usamos el método del calendario de la OMS (primer día fértil: tu
          ciclo más corto menos 18; último: tu ciclo más largo menos 11). Vuelve a calcular cuando
          empiece tu próxima menstruación.
        </p>
      )}
      <a
        className={styles.Download}
        href={icsDataUrl(fertileIcs(result))}
        download={ICS_FILE_NAME}
        type="text/calendar"
      >
        Descargar los días fértiles para tu calendario (.ics)
      </a>
      <ul className={styles.Key} aria-label="Leyenda del calendario">
        {key.map((kind) => (
          <li key={kind}>
            <span className={styles.Day} data-kind={kind} aria-hidden="true" />
            {DAY_KIND_LABEL[kind]}
          </li>
        ))}
      </ul>
      <div className={styles.Months}>
        {months.map((month) => (
          <MonthTable key={month.first} month={month} />
        ))}
      </div>
    </div>
  );
}

/** What a screen reader hears when the result changes: the first window. */
export function fertileAnnouncement(result: FertileResult): string | undefined {
  const first = result.cycles[0];
  return first && `Días fértiles ${range(first.fertile.from, first.fertile.to)}.`;
}

export type FertileCalculatorProps = CalculatorProps<Field, FertileInput, FertileResult>;

export function FertileCalculator({ path, today, parsed, initialResult }: FertileCalculatorProps) {
  const { result, pending, field, formProps, summaryErrors } = useCalculator({
    path,
    fields: FERTILE_FIELDS,
    loadSchema: async () => (await import('../_lib/schemas')).fertileSchema(today),
    parsed,
    initialResult,
    compute: fertileResult,
  });
  const irregular = Boolean(
    parsed.values.ciclo_min ||
    parsed.values.ciclo_max ||
    parsed.errors.ciclo_min ||
    parsed.errors.ciclo_max,
  );

  return (
    <CalculatorLayout
      label="Calculadora de días fértiles"
      formProps={formProps}
      summaryErrors={summaryErrors}
      pending={pending}
      announcement={result && fertileAnnouncement(result)}
      result={result && <FertileResultView result={result} today={today} />}
      notes={
        <>
          <p className={styles.Important}>
            <strong>Esta calculadora no es un método anticonceptivo.</strong> La ovulación puede
            adelantarse o atrasarse en cualquier ciclo. Para evitar un embarazo o planificarlo,
            consulta en tu establecimiento de salud por un método de planificación familiar.
          </p>
          <p>
            No guardamos ni registramos tus fechas. La dirección de esta página lleva tus datos:
            compártela solo con quien quieras.
          </p>
        </>
      }
    >
      <CalculatorField
        {...field('ultima_regla')}
        type="date"
        max={today}
        label="Primer día de tu última menstruación"
        required
      />
      <CalculatorField
        {...field('ciclo')}
        type="integer"
        label="Duración de tu ciclo (días)"
        hint="Desde el primer día de una menstruación hasta el día antes de la siguiente. Suele durar entre 21 y 45 días; 28 es lo más común."
      />
      <details className={styles.Details} open={irregular}>
        <summary>¿Tu ciclo es irregular?</summary>
        <p className={styles.FieldsetHint}>
          Deja vacía la duración de arriba y escribe la duración de tu ciclo más corto y la del más
          largo de los últimos meses (idealmente, de 6 a 12 ciclos).
        </p>
        <div className={styles.Row}>
          <CalculatorField {...field('ciclo_min')} type="integer" label="Ciclo más corto (días)" />
          <CalculatorField {...field('ciclo_max')} type="integer" label="Ciclo más largo (días)" />
        </div>
      </details>
    </CalculatorLayout>
  );
}
