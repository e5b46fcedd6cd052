import { useId } from 'react';
import { ContentActions } from '@/components/content/ContentActions';
import type { ToolCallAction as CallAction } from '../_lib/load';
import styles from './Tools.module.css';

/**
 * A tool's call to action (`listarHerramientaCallAction/{id}/`): title, text and one button; an
 * external link goes through the external-link confirmation (`ContentActions`).
 */
export function ToolCallAction({
  action,
  headingLevel = 2,
}: {
  action: CallAction;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={titleId} className={styles.CallAction}>
      <Heading id={titleId} className={styles.CallActionTitle}>
        {action.titulo}
      </Heading>
      {action.texto?.trim() && <p className={styles.CallActionText}>{action.texto}</p>}
      <ContentActions
        actions={[{ title: action.textoBoton, link: action.enlace, is_external: action.esExterno }]}
      />
    </section>
  );
}
