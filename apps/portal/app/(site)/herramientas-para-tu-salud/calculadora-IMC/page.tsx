import { BmiCalculator } from '@/app/tools/BmiCalculator';
import { CalculatorPage, calculatorMetadata } from '@/app/tools/CalculatorPage';
import { bmiResult } from '@/lib/tools/bmi';
import { todayInPeru } from '@/lib/tools/dates';
import { BMI_FIELDS, bmiSchema, parseQuery } from '@/lib/tools/schemas';
import { WHO_TABLES } from '@/lib/tools/who/tables';

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
