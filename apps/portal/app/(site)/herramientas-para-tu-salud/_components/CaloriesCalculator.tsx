'use client';

import {
  caloriesResult,
  type CaloriesInput,
  type CaloriesResult,
  type Goal,
} from '../_lib/calories';
import { formatNumber } from '../_lib/format';
import { CALORIES_FIELDS } from '../_lib/query';
import {
  CalculatorField,
  CalculatorLayout,
  CalculatorSelect,
  SEX_OPTIONS,
} from './CalculatorParts';
import styles from './Tools.module.css';
import { useCalculator, type CalculatorProps } from './useCalculator';

type Field = (typeof CALORIES_FIELDS)[number];

const ACTIVITY_OPTIONS = [
  { value: 'sedentaria', label: 'Sedentaria: poco o ningún ejercicio' },
  { value: 'ligera', label: 'Ligera: ejercicio 1 a 3 días por semana' },
  { value: 'moderada', label: 'Moderada: ejercicio 3 a 5 días por semana' },
  { value: 'intensa', label: 'Intensa: ejercicio 6 o 7 días por semana' },
  { value: 'muy-intensa', label: 'Muy intensa: trabajo físico o entrenamiento diario' },
];

const GOAL_OPTIONS = [
  { value: 'mantener', label: 'Mantener mi peso' },
  { value: 'bajar', label: 'Bajar de peso (alrededor de 0.5 kg por semana)' },
  { value: 'subir', label: 'Subir de peso' },
];

const GOAL_TEXT: Record<Goal, string> = {
  mantener: 'Para mantener tu peso',
  bajar: 'Para bajar alrededor de 0.5 kg por semana',
  subir: 'Para subir de peso',
};

const kcal = (value: number) => formatNumber(value);

const targetText = ({ from, to }: CaloriesResult['target']) =>
  from === to ? kcal(from) : `${kcal(from)} a ${kcal(to)}`;

/** What a screen reader hears when the result changes. */
export const caloriesAnnouncement = (result: CaloriesResult) =>
  `${GOAL_TEXT[result.goal]}: ${targetText(result.target)} kcal al día.`;

/**
 * The result of the calorie calculator (rendered on the server and in the browser): the figure
 * once, as the headline, then where it comes from in words — like a GOV.UK or NHS calculator,
 * never the same number twice (issue #25).
 */
export function CaloriesResultView({ result }: { result: CaloriesResult }) {
  const { target, goal, bmr, maintenance } = result;
  return (
    <div className={styles.ResultContent}>
      <p>{GOAL_TEXT[goal]}:</p>
      <p className={styles.Figure}>
        <strong className={styles.FigureValue}>{targetText(target)}</strong> kcal al día
      </p>
      {result.clamped && (
        <p className={styles.Alert}>
          No recomendamos comer menos de esa cifra sin la supervisión de un profesional de salud:
          por eso te la mostramos en lugar de una menor.
        </p>
      )}
      <p>
        {goal === 'mantener'
          ? 'Es la energía que usa tu cuerpo en un día con tu actividad física.'
          : `Con tu actividad física, tu cuerpo usa unas ${kcal(maintenance)} kcal en un día; ${
              goal === 'bajar' ? 'comer menos te ayuda a bajar' : 'comer más te ayuda a subir'
            } de peso.`}{' '}
        En reposo usaría {kcal(bmr)} kcal (metabolismo basal, fórmula de Mifflin–St Jeor).
      </p>
    </div>
  );
}

export type CaloriesCalculatorProps = CalculatorProps<Field, CaloriesInput, CaloriesResult>;

export function CaloriesCalculator({ path, parsed, initialResult }: CaloriesCalculatorProps) {
  const { result, pending, field, formProps, summaryErrors } = useCalculator({
    path,
    fields: CALORIES_FIELDS,
    loadSchema: async () => (await import('../_lib/schemas')).caloriesSchema(),
    parsed,
    initialResult,
    compute: caloriesResult,
  });

  return (
    <CalculatorLayout
      label="Calculadora de calorías"
      formProps={formProps}
      summaryErrors={summaryErrors}
      pending={pending}
      announcement={result && caloriesAnnouncement(result)}
      result={result && <CaloriesResultView result={result} />}
      notes={
        <>
          <p>
            Esta calculadora es para personas adultas (18 años a más). Si estás embarazada o dando
            de lactar, tus necesidades de energía son distintas: consulta con tu obstetra o con un
            profesional de nutrición.
          </p>
          <p>
            Es una estimación: tu metabolismo, tu salud y tus medicamentos también influyen. No
            reemplaza la evaluación de un profesional de salud.
          </p>
        </>
      }
    >
      <div className={styles.Row}>
        <CalculatorSelect {...field('sexo')} label="Sexo" options={SEX_OPTIONS} />
        <CalculatorField {...field('edad')} type="integer" label="Edad (años cumplidos)" required />
      </div>
      <div className={styles.Row}>
        <CalculatorField {...field('peso')} label="Peso (kg)" hint="Por ejemplo: 70.5" required />
        <CalculatorField {...field('talla')} label="Talla (cm)" hint="Por ejemplo: 165" required />
      </div>
      <CalculatorSelect
        {...field('actividad')}
        label="Actividad física"
        options={ACTIVITY_OPTIONS}
      />
      <CalculatorSelect {...field('objetivo')} label="Objetivo" options={GOAL_OPTIONS} />
    </CalculatorLayout>
  );
}
