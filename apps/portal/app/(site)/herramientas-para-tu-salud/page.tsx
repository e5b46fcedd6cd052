import { ToolsLanding, toolsLandingMetadata } from './_components/ToolsLanding';

/** `/herramientas-para-tu-salud` (issue #7): cached (ISR), re-rendered at most every 300 s. */
export const revalidate = 300;

export function generateMetadata() {
  return toolsLandingMetadata();
}

export default function Page() {
  return <ToolsLanding />;
}
