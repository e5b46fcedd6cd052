import type { ContentSchema } from '@vivasalud/api-client/content';
import { Button } from '@vivasalud/ui/button';
import { ExternalLink } from '@vivasalud/ui/link';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { hrefKind } from '@/lib/pages/links';
import { SiteLink } from './SiteLink';
import { Badge } from './Badge';
import styles from './ContentActions.module.css';

/** A CMS action (spec §3): title, link, optional copy, and its external / new / pro flags. */
export type ContentAction = Pick<ContentSchema<'Action'>, 'title' | 'link'> &
  Partial<Pick<ContentSchema<'Action'>, 'copy' | 'is_external' | 'is_new' | 'is_pro'>>;

function Label({ action }: { action: ContentAction }) {
  return (
    <>
      {action.title}
      {/* The spaces keep the accessible name readable: «Iniciar una consulta Pro (…)». */}
      {action.is_new && (
        <>
          {' '}
          <Badge kind="new" />
        </>
      )}
      {action.is_pro && (
        <>
          {' '}
          <Badge kind="pro" />
        </>
      )}
    </>
  );
}

export interface ContentActionsProps {
  actions: readonly ContentAction[];
  /** `buttons` for the page's calls to action (the first one filled), `links` inside a section. */
  look?: 'buttons' | 'links';
  /** On a dark band (the home hero): every button is the light `outline` one. */
  onDark?: boolean;
}

/**
 * The actions of a page or a section. An external one (`is_external`, or a web address) is the
 * design system's ExternalLink: a plain click asks the confirmation dialog first (spec §2); the
 * others are Next links. An action whose address is not a safe link is left out.
 */
export function ContentActions({ actions, look = 'buttons', onDark = false }: ContentActionsProps) {
  const shown = actions.filter((action) => action.title?.trim() && hrefKind(action.link));
  if (shown.length === 0) return null;
  return (
    <ul className={styles.Actions} data-print="hide">
      {shown.map((action, index) => {
        const href = action.link.trim();
        const external = action.is_external || hrefKind(href) === 'web';
        let link;
        if (external) {
          link = (
            <ExternalLink href={href} className={styles.TextLink}>
              <Label action={action} /> <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>
            </ExternalLink>
          );
        } else if (look === 'buttons') {
          link = (
            <Button asChild variant={index === 0 && !onDark ? 'primary' : 'outline'}>
              <SiteLink href={href}>
                <Label action={action} />
              </SiteLink>
            </Button>
          );
        } else {
          link = (
            <SiteLink href={href} className={styles.TextLink}>
              <Label action={action} />
            </SiteLink>
          );
        }
        return (
          <li key={`${href}-${index}`} className={styles.Action}>
            {link}
            {action.copy?.trim() && <p className={styles.ActionCopy}>{action.copy}</p>}
          </li>
        );
      })}
    </ul>
  );
}
