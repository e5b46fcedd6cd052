import { BmiCalculator } from '../_components/BmiCalculator';
import { CalculatorPage, calculatorMetadata } from '../_components/CalculatorPage';
import { bmiResult } from '../_lib/bmi';
import { todayInPeru } from '../_lib/dates';
import { BMI_FIELDS, bmiSchema, parseQuery } from '../_lib/schemas';
import { WHO_TABLES } from '../_lib/who/tables';

const PATH = '/herramientas-para-tu-salud/calculadora-IMC';

export function generateMetadata() {
  return calculatorMetadata(PATH);
}

/** The IMC calculator: the result of the query is rendered here, so a shared link shows it. */
export default async function Page({
  searchParams,
}: PageProps<'/herramientas-para-tu-salud/calculadora-IMC'>) {
  const today = todayInPeru();
  const parsed = parseQuery(BMI_FIELDS, bmiSchema(today), await searchParams);
  return (
    <CalculatorPage path={PATH}>
      <BmiCalculator
        path={PATH}
        today={today}
        parsed={parsed}
        initialResult={parsed.input && bmiResult(parsed.input, WHO_TABLES)}
      />
    </CalculatorPage>
  );
}
