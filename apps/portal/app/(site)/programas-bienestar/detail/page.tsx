import { ProgramDetailRedirect } from '../_components/ProgramPages';

/** The spec's `/programas-bienestar/detail?id=N`: 308 to `/programas-bienestar/<slug>`. */
export default function Page({ searchParams }: PageProps<'/programas-bienestar/detail'>) {
  return <ProgramDetailRedirect searchParams={searchParams} />;
}
