import { SiteLink } from '@/components/content/SiteLink';
import { hrefKind } from '@/lib/pages/links';
import type { HomeMenu } from '../_lib/load';
import styles from './Home.module.css';

/** Home's quick links (`home/menu-qs/`, issue #18): the areas people look for first. */
export function QuickLinks({ menu }: { menu: HomeMenu | null }) {
  const links = (menu?.actions ?? []).filter(
    (action) => action.title?.trim() && hrefKind(action.link) === 'internal',
  );
  if (links.length === 0) return null;
  return (
    <nav aria-label="Accesos rápidos" className={styles.QuickLinks}>
      <ul className={styles.QuickList}>
        {links.map((action) => (
          <li key={action.link}>
            <SiteLink href={action.link.trim()} className={styles.QuickLink}>
              {action.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
