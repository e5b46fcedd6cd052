import type { Metadata } from 'next';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { routeLabel } from '@/lib/routes';
import { FormPage } from '../_components/FormPage';
import { loadProgramList, loadProgram, loadSupplementary } from '../_lib/load';
import { APPOINTMENT_PATH, PROGRAMS_PATH, programHref } from '../_lib/paths';

/**
 * `/programas-bienestar/solicita-cita` (issue #32; spec §7 `forms/request-appointment/`): the
 * appointment request — program (`?programa=<slug>` chooses it), health centre, day and time
 * window, contact, consent — then its confirmation with a reference number.
 */
export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata(APPOINTMENT_PATH);
}

export default async function Page({
  searchParams,
}: PageProps<'/programas-bienestar/solicita-cita'>) {
  const query = await searchParams;
  const [list, centres] = await Promise.all([
    loadProgramList(),
    loadSupplementary('always-healthy'),
  ]);
  // The programs that take appointments (`requiereCita`), in the list's order.
  const details = await Promise.all(list.map((program) => loadProgram(program.id)));
  const programs = details.filter((program) => program?.requiereCita);
  const wanted = typeof query.programa === 'string' ? query.programa : undefined;
  const chosen = programs.find((program) => program?.slug === wanted);
  const label = routeLabel(APPOINTMENT_PATH);

  return (
    <FormPage
      kind="request-appointment"
      path={APPOINTMENT_PATH}
      query={query}
      crumbs={[
        { label: routeLabel(PROGRAMS_PATH), href: PROGRAMS_PATH },
        { label, href: APPOINTMENT_PATH },
      ]}
      title={chosen ? `${label}: ${chosen.titulo}` : label}
      lead="Elige el programa, el centro de salud y el día que prefieres. Te llamaremos para confirmar la fecha y la hora."
      params={{
        options: [],
        programs: programs.map((program) => ({
          value: String(program!.id),
          label: program!.titulo,
        })),
        centres: centres.map((centre) => ({ value: String(centre.id), label: centre.nombre })),
        chosenProgram: chosen ? String(chosen.id) : undefined,
      }}
      links={[
        ...(chosen ? [{ label: `Volver a ${chosen.titulo}`, href: programHref(chosen.slug) }] : []),
        { label: 'Ver todos los programas', href: PROGRAMS_PATH },
      ]}
    />
  );
}
