import { ProgramDetailPage, programDetailMetadata } from '@/app/content/ProgramPages';

export function generateMetadata({ searchParams }: PageProps<'/programas-bienestar/detail'>) {
  return programDetailMetadata(searchParams);
}

export default function Page({ searchParams }: PageProps<'/programas-bienestar/detail'>) {
  return <ProgramDetailPage searchParams={searchParams} />;
}
