import { CalculatorPage, calculatorMetadata } from '@/app/tools/CalculatorPage';
import { CaloriesCalculator } from '@/app/tools/CaloriesCalculator';
import { caloriesResult } from '@/lib/tools/calories';
import { todayInPeru } from '@/lib/tools/dates';
import { CALORIES_FIELDS, caloriesSchema, parseQuery } from '@/lib/tools/schemas';

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
