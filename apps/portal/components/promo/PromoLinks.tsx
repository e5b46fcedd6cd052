import type { ContentSchema } from '@vivasalud/api-client/content';
import { ExternalLink } from '@vivasalud/ui/link';
import { isPillarId, PillarIcon } from '@vivasalud/ui/pillar-icon';
import { useId } from 'react';
import { SiteLink } from '@/components/content/SiteLink';
import { hrefKind } from '@/lib/pages/links';
import { Badge } from '@/components/content/Badge';
import styles from './PromoLinks.module.css';

type Promo = ContentSchema<'Promo'>;
type Action = ContentSchema<'Action'>;

function PillarTitle({ action }: { action: Action }) {
  const href = action.link?.trim();
  const kind = hrefKind(href);
  if (!href || !kind) return <>{action.title}</>;
  if (action.is_external || kind === 'web') {
    return (
      <ExternalLink href={href} className={styles.Link}>
        {action.title}
      </ExternalLink>
    );
  }
  return (
    <SiteLink href={href} className={styles.Link}>
      {action.title}
    </SiteLink>
  );
}

export interface PromoLinksProps {
  block: Promo | null;
  /** The region's name when the block has no heading. */
  label: string;
}

/**
 * A promo block of links (issue #18): the pillars of wellbeing (`home/pilares/`) and home's
 * advantages (`home/ventajas/`). Each link with its pillar icon (the service's `icon` id; an id
 * without a pillar icon shows none), its title, which leads to its content, and its text, marked
 * «Nuevo» / «Pro» as the service flags it. Nothing when the block is missing or has no link with
 * a title.
 */
export function PromoLinks({ block, label }: PromoLinksProps) {
  const headingId = useId();
  const pillars = (block?.links ?? [])
    .map((link) => link?.action)
    .filter((action): action is Action => Boolean(action?.title?.trim()));
  if (!block || pillars.length === 0) return null;
  const heading = block.heading?.trim();
  return (
    <section
      className={styles.Pillars}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
    >
      {heading && (
        <h2 id={headingId} className={styles.Heading}>
          {heading}
        </h2>
      )}
      {block.subheading?.trim() && <p className={styles.Lead}>{block.subheading}</p>}
      <ul className={styles.List}>
        {pillars.map((action, index) => (
          <li key={`${action.link}-${index}`} className={styles.Pillar}>
            {isPillarId(action.icon) && (
              <span className={styles.Icon}>
                <PillarIcon pillar={action.icon} decorative size={28} />
              </span>
            )}
            <h3 className={styles.Title}>
              <PillarTitle action={action} />
              {action.is_new && <Badge kind="new" />}
              {action.is_pro && <Badge kind="pro" />}
            </h3>
            {action.copy?.trim() && <p className={styles.Copy}>{action.copy}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
