import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound, redirect } from 'next/navigation';
import {
  contentRoute,
  PROGRAM_APPOINTMENTS_PATH,
  PROGRAM_DETAIL_PATH,
  recordId,
  type Crumb,
  type SearchParams,
} from '@/lib/routes';
import { ContentActions } from '@/components/content/ContentActions';
import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { Block } from '@/components/content/Block';
import { PageContext, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { Section, SectionImage } from '@/components/content/Section';
import { siteUrl } from '@/lib/pages/site';
import { loadProgram, loadProgramSections, type ProgramSection } from '../_lib/load';
import { RichText } from '@/components/content/RichText';
import styles from './ProgramPages.module.css';

const PROGRAMS = contentRoute('/programas-bienestar');
const APPOINTMENTS = contentRoute('/programas-bienestar/citas');
const REQUEST = contentRoute('/programas-bienestar/solicita-cita');

const detailHref = (id: number) => `${PROGRAM_DETAIL_PATH}?id=${id}`;
const appointmentsHref = (id: number) => `${PROGRAM_APPOINTMENTS_PATH}?id=${id}`;

/**
 * The program named by `?id=`. Without an id there is no program to show: the programs page
 * (a temporary redirect — the address is right, only the query is missing); a malformed id, or
 * one the service does not know (404), is the not-found screen.
 */
async function programFrom(searchParams: Promise<SearchParams>, withoutId: string) {
  const { id: raw } = await searchParams;
  if (raw === undefined) redirect(withoutId);
  const id = recordId(raw);
  if (id === undefined) notFound();
  const program = await loadProgram(id);
  if (!program) notFound();
  return program;
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

export async function programDetailMetadata(
  searchParams: Promise<SearchParams>,
): Promise<Metadata> {
  const id = recordId((await searchParams).id);
  const program = id === undefined ? null : await loadProgram(id);
  if (!program) return {};
  return {
    title: program.titulo,
    alternates: { canonical: new URL(detailHref(program.id), siteUrl()).href },
  };
}

/**
 * `/programas-bienestar/detail?id=` (table A): a wellness program from
 * `home/programa-bienestar/listProgramaBienestarDetail/{id}/` and its sections. The seed has no
 * CMS page for it: the program is the content.
 */
export async function ProgramDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const program = await programFrom(searchParams, PROGRAMS.path);
  const sections = await loadProgramSections(program.id);
  const benefitsId = `beneficios-${program.id}`;
  const crumbs: Crumb[] = [
    { label: PROGRAMS.label, href: PROGRAMS.path },
    { label: program.titulo, href: detailHref(program.id) },
  ];
  const actions = [
    ...(program.requiereCita ? [{ title: REQUEST.label, link: REQUEST.path }] : []),
    { title: 'Ver mis citas', link: appointmentsHref(program.id) },
  ];

  return (
    <PageMain>
      <PageTop>
        <Breadcrumb items={crumbs} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{program.titulo}</PageTitle>
          <RichText html={program.descripcion} />
          <ContentActions actions={actions} />
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

export async function programAppointmentsMetadata(): Promise<Metadata> {
  return contentPageMetadata(PROGRAM_APPOINTMENTS_PATH, APPOINTMENTS.slug);
}

/**
 * `/programas-bienestar/detail/citas?id=` (table A): the appointments of one program — the
 * «Mis citas» CMS page (the seed has no page of its own), naming the program. Without an id,
 * the appointments of every program (`/programas-bienestar/citas`).
 */
export async function ProgramAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const program = await programFrom(searchParams, APPOINTMENTS.path);
  return (
    <ContentPage
      path={PROGRAM_APPOINTMENTS_PATH}
      slug={APPOINTMENTS.slug}
      ancestors={[
        { label: PROGRAMS.label, href: PROGRAMS.path },
        { label: program.titulo, href: detailHref(program.id) },
      ]}
      context={
        <PageContext>
          Programa: <NextLink href={detailHref(program.id)}>{program.titulo}</NextLink>
        </PageContext>
      }
    />
  );
}
