import { CrownIcon } from '@vivasalud/ui/icons';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import styles from './Badge.module.css';

/**
 * «Nuevo» or «Pro» beside an action's title. «Pro» (an action marked `is_pro`, issue #29) shows
 * the crown of the pro membership (spec §6), the header's, and reads «Pro (para miembros pro)».
 * Every pro action of the CMS goes through here (`ContentActions`, `PromoLinks`).
 */
export function Badge({ kind }: { kind: 'new' | 'pro' }) {
  return (
    <span className={styles.Badge} data-kind={kind}>
      {kind === 'new' ? (
        'Nuevo'
      ) : (
        <>
          <CrownIcon size={14} className={styles.Crown} data-testid="corona-pro" />
          Pro <VisuallyHidden>(para miembros pro)</VisuallyHidden>
        </>
      )}
    </span>
  );
}
