'use client';

import {
  ADULT_FROM_YEARS,
  bmiResult,
  needsWhoTables,
  type BmiInput,
  type BmiResult,
} from '../_lib/bmi';
import { formatNumber } from '../_lib/format';
import { BMI_FIELDS } from '../_lib/query';
import {
  BirthDates,
  CalculatorField,
  CalculatorLayout,
  CalculatorSelect,
  SEX_OPTIONS,
} from './CalculatorParts';
import styles from './Tools.module.css';
import { useCalculator, type CalculatorProps } from './useCalculator';
import { withWhoTables } from './withWhoTables';

type Field = (typeof BMI_FIELDS)[number];

const REFERENCE_TEXT: Record<BmiResult['reference'], string> = {
  OMS: 'Clasificación de la Organización Mundial de la Salud (OMS) para personas adultas de 18 a 59 años.',
  MINSA:
    'Clasificación del Ministerio de Salud (MINSA) para personas adultas mayores, de 60 años a más.',
  'OMS 2006': 'IMC para la edad, según los patrones de crecimiento infantil de la OMS (2006).',
  'OMS 2007':
    'IMC para la edad, según la referencia de crecimiento de la OMS para 5 a 19 años (2007).',
};

/** The result of the IMC calculator (rendered on the server and in the browser). */
export function BmiResultView({ result }: { result: BmiResult }) {
  return (
    <div className={styles.ResultContent}>
      <p className={styles.Figure}>
        IMC <strong className={styles.FigureValue}>{formatNumber(result.shown, 1)}</strong> kg/m²
      </p>
      <p className={styles.Category} data-category={result.category}>
        {result.category}
      </p>
      {result.group === 'child' && (
        <p>
          Puntaje z: <strong>{formatNumber(result.z, 2)}</strong> · percentil{' '}
          <strong>{formatNumber(result.percentile, 1)}</strong>
        </p>
      )}
      <p className={styles.Reference}>{REFERENCE_TEXT[result.reference]}</p>
    </div>
  );
}

/** What a screen reader hears when the result changes. */
export function bmiAnnouncement(result: BmiResult): string {
  const child = result.group === 'child' ? ` Puntaje z: ${formatNumber(result.z, 2)}.` : '';
  return `Tu IMC es ${formatNumber(result.shown, 1)} kg/m²: ${result.category}.${child}`;
}

const compute = withWhoTables(bmiResult, (input: BmiInput) => needsWhoTables(input.age));

export type BmiCalculatorProps = CalculatorProps<Field, BmiInput, BmiResult>;

export function BmiCalculator({ path, today, parsed, initialResult }: BmiCalculatorProps) {
  const { result, pending, field, formProps, summaryErrors } = useCalculator({
    path,
    fields: BMI_FIELDS,
    loadSchema: async () => (await import('../_lib/schemas')).bmiSchema(today),
    parsed,
    initialResult,
    compute,
  });

  return (
    <CalculatorLayout
      label="Calculadora de IMC"
      formProps={formProps}
      summaryErrors={summaryErrors}
      pending={pending}
      announcement={result && bmiAnnouncement(result)}
      result={result && <BmiResultView result={result} />}
      notes={
        <>
          <p>
            El IMC es una referencia: no distingue la grasa del músculo, así que en personas muy
            musculosas puede sobrestimar la grasa corporal. Durante el embarazo no se usa el IMC
            actual: tu obstetra evaluará tu ganancia de peso según tu IMC antes del embarazo.
          </p>
          <p>
            Desde los {ADULT_FROM_YEARS} años usamos la clasificación para personas adultas. Este
            resultado no reemplaza la evaluación de un profesional de salud.
          </p>
        </>
      }
    >
      <div className={styles.Row}>
        <CalculatorField {...field('peso')} label="Peso (kg)" hint="Por ejemplo: 70.5" required />
        <CalculatorField {...field('talla')} label="Talla (cm)" hint="Por ejemplo: 165" required />
      </div>
      <CalculatorSelect {...field('sexo')} label="Sexo" options={SEX_OPTIONS} />
      <fieldset className={styles.Fieldset}>
        <legend className={styles.Legend}>Edad</legend>
        <p className={styles.FieldsetHint}>
          Escribe la edad en años, o la fecha de nacimiento: para niñas, niños y adolescentes (de 2
          a 17 años) el resultado es más preciso con la fecha.
        </p>
        <CalculatorField {...field('edad')} type="integer" label="Edad (años cumplidos)" />
        <BirthDates birth={field('nacimiento')} measured={field('fecha')} today={today} />
      </fieldset>
    </CalculatorLayout>
  );
}
