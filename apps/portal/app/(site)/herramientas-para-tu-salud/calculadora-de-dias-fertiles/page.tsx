import { CalculatorPage, calculatorMetadata } from '../_components/CalculatorPage';
import { FertileCalculator } from '../_components/FertileCalculator';
import { todayInPeru } from '../_lib/dates';
import { fertileResult } from '../_lib/fertile';
import { FERTILE_FIELDS, fertileSchema, parseQuery } from '../_lib/schemas';

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
