import { CalculatorPage, calculatorMetadata } from '../_components/CalculatorPage';
import { HeightCalculator } from '../_components/HeightCalculator';
import { todayInPeru } from '../_lib/dates';
import { heightResult } from '../_lib/height';
import { HEIGHT_FIELDS, heightSchema, parseQuery } from '../_lib/schemas';
import { WHO_TABLES } from '../_lib/who/tables';

const PATH = '/herramientas-para-tu-salud/calculadora-de-estatura';

export function generateMetadata() {
  return calculatorMetadata(PATH);
}

/** The height calculator: the result of the query is rendered here, so a shared link shows it. */
export default async function Page({
  searchParams,
}: PageProps<'/herramientas-para-tu-salud/calculadora-de-estatura'>) {
  const today = todayInPeru();
  const parsed = parseQuery(HEIGHT_FIELDS, heightSchema(today), await searchParams);
  return (
    <CalculatorPage path={PATH}>
      <HeightCalculator
        path={PATH}
        today={today}
        parsed={parsed}
        initialResult={parsed.input && heightResult(parsed.input, WHO_TABLES)}
      />
    </CalculatorPage>
  );
}
