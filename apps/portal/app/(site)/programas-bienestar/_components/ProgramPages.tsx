import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import NextLink from 'next/link';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { recordId, routeLabel, type Crumb, type SearchParams } from '@/lib/routes';
import { ContentActions, type ContentAction } from '@/components/content/ContentActions';
import { Block } from '@/components/content/Block';
import { JsonLd } from '@/components/seo/JsonLd';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { Section, SectionImage } from '@/components/content/Section';
import { RichText } from '@/components/content/RichText';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { breadcrumbList, pageJsonLd } from '@/lib/seo/jsonLd';
import {
  loadProgram,
  loadProgramSections,
  type ProgramDetail,
  type ProgramSection,
  type ProgramSummary,
} from '../_lib/load';
import { appointmentHref, PROGRAMS_PATH, programHref, signupHref } from '../_lib/paths';
import { programForm } from '../_lib/programForms';
import styles from './ProgramPages.module.css';

const PROGRAMS_LABEL = routeLabel(PROGRAMS_PATH);

/** What a program offers: its sign-up form, the appointment request, or its classes. */
export function programActions(program: Pick<ProgramDetail, 'slug' | 'requiereCita'>) {
  const actions: ContentAction[] = [];
  if (programForm(program.slug)) {
    actions.push({ title: 'Inscríbete en el programa', link: signupHref(program.slug) });
  }
  if (program.requiereCita) {
    actions.push({ title: 'Solicita tu cita', link: appointmentHref(program.slug) });
  }
  if (actions.length === 0) actions.push({ title: 'Ver las clases', link: '/clases-en-vivo' });
  return actions;
}

function ProgramSectionBlock({ section }: { section: ProgramSection }) {
  return (
    <Section
      title={section.titulo}
      hasMedia={!!section.imagen}
      media={section.imagen && <SectionImage src={section.imagen} alt="" loading="lazy" />}
    >
      <RichText html={section.contenido} />
    </Section>
  );
}

/** The programs as cards: name (a link to the program), summary, picture. */
export function ProgramList({ programs }: { programs: readonly ProgramSummary[] }) {
  if (programs.length === 0) {
    return <p>Pronto publicaremos nuevos programas. Mientras tanto, puedes solicitar una cita.</p>;
  }
  return (
    <Block heading="Nuestros programas" headingSize="section" headingId="nuestros-programas">
      <ul className={styles.List}>
        {programs.map((program) => (
          <li key={program.id} className={styles.Item}>
            {program.imagen && (
              <OptimizedImage className={styles.Picture} src={program.imagen} kind="program" />
            )}
            <div className={styles.Text}>
              <h3 className={styles.Name}>
                <NextLink href={programHref(program.slug)}>{program.titulo}</NextLink>
              </h3>
              <p>{program.resumen}</p>
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/**
 * `/programas-bienestar/<slug>` (issue #32): a wellness program from
 * `home/programa-bienestar/listProgramaBienestarDetail/{id}/` (its id found through the list),
 * its benefits and sections, and what it offers: its sign-up form, «Solicita tu cita».
 */
export async function ProgramPage({ program }: { program: ProgramDetail }) {
  const sections = await loadProgramSections(program.id);
  const benefitsId = `beneficios-${program.id}`;
  const href = programHref(program.slug);
  const crumbs: Crumb[] = [
    { label: PROGRAMS_LABEL, href: PROGRAMS_PATH },
    { label: program.titulo, href },
  ];
  const site = siteUrl();

  return (
    <PageMain
      head={
        <JsonLd
          data={[
            pageJsonLd(href, { url: absoluteUrl(href, site), name: program.titulo }),
            breadcrumbList(crumbs, site),
          ]}
        />
      }
    >
      <PageTop>
        <Breadcrumb items={crumbs} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{program.titulo}</PageTitle>
          <RichText html={program.descripcion} />
          <ContentActions actions={programActions(program)} />
        </PageIntro>
      </PageTop>
      {program.imagen && <SectionImage src={program.imagen} alt="" />}
      {(program.beneficios ?? []).length > 0 && (
        <Block heading="Beneficios" headingSize="section" headingId={benefitsId}>
          <ul className={styles.Benefits}>
            {(program.beneficios ?? []).map((benefit, index) => (
              <li key={index}>{benefit}</li>
            ))}
          </ul>
        </Block>
      )}
      {sections.map((section) => (
        <ProgramSectionBlock key={section.id} section={section} />
      ))}
    </PageMain>
  );
}

/** The program a spec address names by `?id=`, or the not-found screen. */
async function programOfId(searchParams: Promise<SearchParams>, withoutId: string) {
  const { id: raw } = await searchParams;
  if (raw === undefined) redirect(withoutId);
  const id = recordId(raw);
  if (id === undefined) notFound();
  const program = await loadProgram(id);
  if (!program) notFound();
  return program;
}

/** `/programas-bienestar/detail?id=` (table A): 308 to the program's own address. */
export async function ProgramDetailRedirect({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<never> {
  const program = await programOfId(searchParams, PROGRAMS_PATH);
  permanentRedirect(programHref(program.slug));
}

/** `/programas-bienestar/detail/citas?id=` (table A): 308 to the program's appointment request. */
export async function ProgramAppointmentsRedirect({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<never> {
  const program = await programOfId(searchParams, appointmentHref());
  permanentRedirect(appointmentHref(program.slug));
}
