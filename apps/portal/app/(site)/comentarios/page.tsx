import { ContentPage } from '@/components/content/ContentPage';
import { Confirmation } from '@/components/forms/Confirmation';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { returnedProblems, returnedReference } from '@/lib/forms/returned';
import { CommentForm } from './_components/CommentForm';
import { PublishedComments } from './_components/PublishedComments';
import { commentSpec, COMMENTS_PATH } from './_lib/commentForm';
import { loadPublishedComments } from './_lib/load';
import styles from './_components/Comments.module.css';

/**
 * `/comentarios` (issue #32): the CMS page, the comment form — published only after the team
 * reviews it, as the page says — and the approved comments. Rendered per request: it reads
 * `?referencia=` (sent) and `?resultado=&campos=` (a post without JavaScript that failed).
 */
export function generateMetadata() {
  return contentPageMetadata(COMMENTS_PATH);
}

export default async function Page({ searchParams }: PageProps<'/comentarios'>) {
  const query = await searchParams;
  const reference = returnedReference(query);
  const spec = commentSpec();
  const { notice, errors } = returnedProblems(query, spec);
  const comments = await loadPublishedComments();

  return (
    <ContentPage path={COMMENTS_PATH}>
      <div className={styles.Area}>
        {reference ? (
          <Confirmation
            headingLevel={2}
            title="Recibimos tu comentario"
            reference={reference}
            steps={[
              'Nuestro equipo lo revisará antes de publicarlo; suele tomar hasta 3 días hábiles.',
              'Si tu comentario necesita una respuesta, te escribiremos al correo que nos diste.',
            ]}
            links={[{ label: 'Volver a los comentarios', href: COMMENTS_PATH }]}
          />
        ) : (
          <>
            <p className={styles.Moderation}>
              Publicamos los comentarios después de que nuestro equipo los revisa. No publicaremos
              tu correo.
            </p>
            <CommentForm
              spec={spec}
              initialKey={crypto.randomUUID()}
              returnedErrors={errors}
              returnedNotice={notice}
            />
          </>
        )}
        <PublishedComments comments={comments} />
      </div>
    </ContentPage>
  );
}
