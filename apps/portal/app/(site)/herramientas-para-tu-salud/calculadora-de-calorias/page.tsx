import { CalculatorPage, calculatorMetadata } from '../_components/CalculatorPage';
import { CaloriesCalculator } from '../_components/CaloriesCalculator';
import { caloriesResult } from '../_lib/calories';
import { todayInPeru } from '../_lib/dates';
import { CALORIES_FIELDS, caloriesSchema, parseQuery } from '../_lib/schemas';

const PATH = '/herramientas-para-tu-salud/calculadora-de-calorias';

export function generateMetadata() {
  return calculatorMetadata(PATH);
}

/** The calorie calculator: the result of the query is rendered here, so a shared link shows it. */
export default async function Page({
  searchParams,
}: PageProps<'/herramientas-para-tu-salud/calculadora-de-calorias'>) {
  const parsed = parseQuery(CALORIES_FIELDS, caloriesSchema(), await searchParams);
  return (
    <CalculatorPage path={PATH}>
      <CaloriesCalculator
        path={PATH}
        today={todayInPeru()}
        parsed={parsed}
        initialResult={parsed.input && caloriesResult(parsed.input)}
      />
    </CalculatorPage>
  );
}
