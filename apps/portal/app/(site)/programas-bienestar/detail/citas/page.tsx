import {
  ProgramAppointmentsPage,
  programAppointmentsMetadata,
} from '../../_components/ProgramPages';

export function generateMetadata() {
  return programAppointmentsMetadata();
}

export default function Page({ searchParams }: PageProps<'/programas-bienestar/detail/citas'>) {
  return <ProgramAppointmentsPage searchParams={searchParams} />;
}
