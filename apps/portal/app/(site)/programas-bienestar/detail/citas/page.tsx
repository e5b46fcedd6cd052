import { ProgramAppointmentsRedirect } from '../../_components/ProgramPages';

/**
 * The spec's `/programas-bienestar/detail/citas?id=N`: 308 to the appointment request for that
 * program (`/programas-bienestar/solicita-cita?programa=<slug>`).
 */
export default function Page({ searchParams }: PageProps<'/programas-bienestar/detail/citas'>) {
  return <ProgramAppointmentsRedirect searchParams={searchParams} />;
}
