import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import styles from './Badge.module.css';

/** «Nuevo» or «Pro» beside an action's title; «Pro» reads «Pro (para miembros pro)». */
export function Badge({ kind }: { kind: 'new' | 'pro' }) {
  return (
    <span className={styles.Badge}>
      {kind === 'new' ? (
        'Nuevo'
      ) : (
        <>
          Pro <VisuallyHidden>(para miembros pro)</VisuallyHidden>
        </>
      )}
    </span>
  );
}
