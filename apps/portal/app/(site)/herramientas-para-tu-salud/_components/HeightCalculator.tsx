'use client';

import { formatNumber } from '../_lib/format';
import { heightResult, type HeightInput, type HeightResult } from '../_lib/height';
import { HEIGHT_FIELDS } from '../_lib/query';
import { BirthDates, CalculatorField, CalculatorLayout, CalculatorSelect } from './CalculatorParts';
import styles from './Tools.module.css';
import { useCalculator, type CalculatorProps } from './useCalculator';
import { withWhoTables } from './withWhoTables';

type Field = (typeof HEIGHT_FIELDS)[number];

const CHILD_SEX_OPTIONS = [
  { value: 'f', label: 'Niña' },
  { value: 'm', label: 'Niño' },
];

const cm = (value: number) => formatNumber(value, 1);

/** The result of the height calculator (rendered on the server and in the browser). */
export function HeightResultView({ result }: { result: HeightResult }) {
  const { current } = result;
  return (
    <div className={styles.ResultContent}>
      <p>Estatura adulta estimada:</p>
      <p className={styles.Figure}>
        <strong className={styles.FigureValue}>{cm(result.expected)}</strong> cm
      </p>
      <p>
        Rango esperado: entre {cm(result.range.from)} y {cm(result.range.to)} cm.
      </p>
      {current?.outOfRange === true && (
        <p className={styles.Reference}>
          La comparación de su talla actual con la referencia de la OMS se hace entre los 5 y los 19
          años.
        </p>
      )}
      {current && current.outOfRange !== true && (
        <>
          <p>
            Su talla actual para su edad: puntaje z <strong>{formatNumber(current.z, 2)}</strong> ·
            percentil <strong>{formatNumber(current.percentile, 1)}</strong> (referencia de
            crecimiento de la OMS, 2007).
          </p>
          {current.short && (
            <p className={styles.Alert}>
              Su talla está por debajo de lo esperado para su edad (menos de −2 desviaciones
              estándar). Te recomendamos consultar con su pediatra.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** What a screen reader hears when the result changes. */
export const heightAnnouncement = (result: HeightResult) =>
  `Estatura adulta estimada: ${cm(result.expected)} cm, entre ${cm(result.range.from)} y ${cm(result.range.to)} cm.`;

const compute = withWhoTables(heightResult, (input: HeightInput) => input.current !== undefined);

export type HeightCalculatorProps = CalculatorProps<Field, HeightInput, HeightResult>;

export function HeightCalculator({ path, today, parsed, initialResult }: HeightCalculatorProps) {
  const { result, pending, field, formProps, summaryErrors } = useCalculator({
    path,
    fields: HEIGHT_FIELDS,
    loadSchema: async () => (await import('../_lib/schemas')).heightSchema(today),
    parsed,
    initialResult,
    compute,
  });

  return (
    <CalculatorLayout
      label="Calculadora de estatura"
      formProps={formProps}
      summaryErrors={summaryErrors}
      pending={pending}
      announcement={result && heightAnnouncement(result)}
      result={result && <HeightResultView result={result} />}
      notes={
        <>
          <p>
            La estatura adulta también depende de la alimentación, el sueño, la actividad física y
            la salud durante la infancia. Este cálculo es referencial: sus controles de crecimiento
            y desarrollo (CRED) son la mejor forma de seguir su crecimiento.
          </p>
        </>
      }
    >
      <CalculatorSelect {...field('sexo')} label="Tu hija o hijo es" options={CHILD_SEX_OPTIONS} />
      <div className={styles.Row}>
        <CalculatorField
          {...field('talla_padre')}
          label="Talla del padre (cm)"
          hint="Por ejemplo: 170"
          required
        />
        <CalculatorField
          {...field('talla_madre')}
          label="Talla de la madre (cm)"
          hint="Por ejemplo: 158"
          required
        />
      </div>
      <fieldset className={styles.Fieldset}>
        <legend className={styles.Legend}>Su talla actual (opcional)</legend>
        <p className={styles.FieldsetHint}>
          Si tiene entre 5 y 19 años, compara su talla de hoy con la referencia de la OMS.
        </p>
        <CalculatorField {...field('talla')} label="Talla actual (cm)" />
        <BirthDates birth={field('nacimiento')} measured={field('fecha')} today={today} />
      </fieldset>
    </CalculatorLayout>
  );
}
