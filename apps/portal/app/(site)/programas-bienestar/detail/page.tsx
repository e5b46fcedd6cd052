import { ProgramDetailPage, programDetailMetadata } from '../_components/ProgramPages';

export function generateMetadata({ searchParams }: PageProps<'/programas-bienestar/detail'>) {
  return programDetailMetadata(searchParams);
}

export default function Page({ searchParams }: PageProps<'/programas-bienestar/detail'>) {
  return <ProgramDetailPage searchParams={searchParams} />;
}
