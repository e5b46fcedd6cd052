import { CalculatorPage, calculatorMetadata } from '@/app/tools/CalculatorPage';
import { FertileCalculator } from '@/app/tools/FertileCalculator';
import { todayInPeru } from '@/lib/tools/dates';
import { fertileResult } from '@/lib/tools/fertile';
import { FERTILE_FIELDS, fertileSchema, parseQuery } from '@/lib/tools/schemas';

const PATH = '/herramientas-para-tu-salud/calculadora-de-dias-fertiles';

export function generateMetadata() {
  return calculatorMetadata(PATH);
}

/**
 * The fertile days calculator: the result of the query is rendered here, so a shared link shows
 * it. The dates are read for this render only: never stored, logged, or sent to another service.
 */
export default async function Page({
  searchParams,
}: PageProps<'/herramientas-para-tu-salud/calculadora-de-dias-fertiles'>) {
  const today = todayInPeru();
  const parsed = parseQuery(FERTILE_FIELDS, fertileSchema(today), await searchParams);
  return (
    <CalculatorPage path={PATH}>
      <FertileCalculator
        path={PATH}
        today={today}
        parsed={parsed}
        initialResult={parsed.input && fertileResult(parsed.input)}
      />
    </CalculatorPage>
  );
}
