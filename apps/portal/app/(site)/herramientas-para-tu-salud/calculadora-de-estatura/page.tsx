import { CalculatorPage, calculatorMetadata } from '@/app/tools/CalculatorPage';
import { HeightCalculator } from '@/app/tools/HeightCalculator';
import { todayInPeru } from '@/lib/tools/dates';
import { heightResult } from '@/lib/tools/height';
import { HEIGHT_FIELDS, heightSchema, parseQuery } from '@/lib/tools/schemas';
import { WHO_TABLES } from '@/lib/tools/who/tables';

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
