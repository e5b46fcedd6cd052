import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { packDistricts } from '@/lib/forms/ubigeo';
import { routeLabel } from '@/lib/routes';
import { FormPage } from '../../_components/FormPage';
import { loadDistricts, loadProgramBySlug, loadSupplementary } from '../../_lib/load';
import { appointmentHref, PROGRAMS_PATH, programHref, signupHref } from '../../_lib/paths';
import { programForm } from '../../_lib/programForms';

/**
 * `/programas-bienestar/<slug>/inscripcion` (issue #32): a program's sign-up form, in question
 * pages, then its confirmation with a reference number. A program without a form, or an unknown
 * one, is the not-found screen.
 */
export async function generateMetadata({
  params,
}: PageProps<'/programas-bienestar/[slug]/inscripcion'>): Promise<Metadata> {
  const program = await loadProgramBySlug((await params).slug);
  if (!program || !programForm(program.slug)) return {};
  return {
    title: `Inscripción: ${program.titulo}`,
    robots: { index: false, follow: true },
  };
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/programas-bienestar/[slug]/inscripcion'>) {
  const program = await loadProgramBySlug((await params).slug);
  const kind = program ? programForm(program.slug) : null;
  if (!program || !kind) notFound();
  const [options, districts] = await Promise.all([
    loadSupplementary(kind),
    kind === 'always-healthy' ? loadDistricts() : Promise.resolve(undefined),
  ]);
  const path = signupHref(program.slug);
  return (
    <FormPage
      kind={kind}
      path={path}
      query={await searchParams}
      crumbs={[
        { label: routeLabel(PROGRAMS_PATH), href: PROGRAMS_PATH },
        { label: program.titulo, href: programHref(program.slug) },
        { label: 'Inscripción', href: path },
      ]}
      title={`Inscríbete en ${program.titulo}`}
      lead="Responde unas preguntas cortas; al final podrás revisar tus respuestas antes de enviarlas. Te tomará unos 5 minutos."
      params={{
        options: options.map((option) => ({ value: String(option.id), label: option.nombre })),
        // Packed: the form's spec is in the page's payload (1,874 districts).
        ...(districts ? { places: packDistricts(districts) } : {}),
      }}
      links={[
        { label: `Volver a ${program.titulo}`, href: programHref(program.slug) },
        ...(program.requiereCita
          ? [{ label: 'Solicitar una cita', href: appointmentHref(program.slug) }]
          : []),
      ]}
    />
  );
}
