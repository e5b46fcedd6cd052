import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { useId } from 'react';
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
import styles from '@/components/content/ContentPage.module.css';
import { siteUrl } from '@/lib/pages/site';
import { loadProgram, loadProgramSections, type ProgramSection } from '../_lib/load';
import { RichText } from '@/components/content/RichText';

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
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.Section} data-media={!!section.imagen}>
      <div className={styles.SectionBody}>
        <h2 id={titleId} className={styles.SectionTitle}>
          {section.titulo}
        </h2>
        <RichText html={section.contenido} />
      </div>
      {section.imagen && (
        // eslint-disable-next-line @next/next/no-img-element -- served by the content host
        <img className={styles.Image} src={section.imagen} alt="" loading="lazy" />
      )}
    </section>
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
    <main id="contenido" className={styles.Main}>
      <div className={styles.Container}>
        <div className={styles.Top}>
          <Breadcrumb items={crumbs} linkComponent={NextLink} />
          <div className={styles.Intro}>
            <h1 className={styles.Title}>{program.titulo}</h1>
            <RichText html={program.descripcion} />
            <ContentActions actions={actions} />
          </div>
        </div>
        {program.imagen && (
          // eslint-disable-next-line @next/next/no-img-element -- served by the content host
          <img className={styles.Image} src={program.imagen} alt="" />
        )}
        {(program.beneficios ?? []).length > 0 && (
          <section aria-labelledby={benefitsId} className={styles.Block}>
            <h2 id={benefitsId} className={styles.SectionTitle}>
              Beneficios
            </h2>
            <ul className={styles.Benefits}>
              {(program.beneficios ?? []).map((benefit, index) => (
                <li key={index}>{benefit}</li>
              ))}
            </ul>
          </section>
        )}
        {sections.map((section) => (
          <ProgramSectionBlock key={section.id} section={section} />
        ))}
      </div>
    </main>
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
        <p className={styles.Context}>
          Programa: <NextLink href={detailHref(program.id)}>{program.titulo}</NextLink>
        </p>
      }
    />
  );
}
