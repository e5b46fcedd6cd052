import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContentActions, type ContentAction } from '@/components/content/ContentActions';
import { ContentPage } from '@/components/content/ContentPage';
import { PageFeedback } from '@/components/feedback/PageFeedback';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { loadPage } from '@/lib/pages/load';
import styles from './EndOfCall.module.css';

const PATH = '/telemedicina/fin-telemedicina';
/** The page of the content service (apps/api/seed/documents/pages.yaml). */
const SLUG = 'fin-telemedicina';

/** What the screen says when the content service cannot give its page. */
const FALLBACK = {
  title: 'Tu teleconsulta ha finalizado',
  text: 'Gracias por confiar en VivaSalud. Sigue las indicaciones de tu profesional de la salud y completa tu tratamiento. Si tus síntomas empeoran, acude a un establecimiento de salud o llama al 106 (SAMU).',
  actions: [
    { title: 'Volver al inicio', link: '/' },
    { title: 'Ir a Telemedicina', link: '/telemedicina' },
  ] satisfies ContentAction[],
};

/** Only for the person who just ended a call: never indexed, whatever the content says. */
const ROBOTS: Metadata['robots'] = { index: false, follow: false };

/**
 * The service's page, or null when it has none or cannot answer (logged by `loadPage`). Read per
 * request: a build has no service to ask, and the screen must not be cached from a failure.
 */
async function endOfCallPage() {
  await connection(); // outside the `try`: Next's own signal must not be swallowed
  try {
    return await loadPage(SLUG);
  } catch {
    return null;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const page = await endOfCallPage();
  const metadata = page ? await contentPageMetadata(PATH, SLUG) : { title: FALLBACK.title };
  return { ...metadata, robots: ROBOTS };
}

/**
 * Spec §2: the end of a teleconsultation, without the common layout (no header, footer or
 * banners). The content service's `fin-telemedicina` page; should it be missing or the service
 * down, the screen still says the call ended and leads back, with our own copy. Either way the
 * person can rate it (issue #29): the portal's feedback question (`POST /api/forms/qualification`,
 * the page's path, never its query), which the common layout would otherwise give.
 */
export default async function EndOfCallPage() {
  const page = await endOfCallPage();
  if (page) {
    return (
      <>
        <ContentPage path={PATH} slug={SLUG} />
        <PageFeedback />
      </>
    );
  }
  return (
    <>
      <main id="contenido" className={styles.Main}>
        <h1 className={styles.Title}>{FALLBACK.title}</h1>
        <p className={styles.Text}>{FALLBACK.text}</p>
        <ContentActions actions={FALLBACK.actions} />
      </main>
      <PageFeedback />
    </>
  );
}
