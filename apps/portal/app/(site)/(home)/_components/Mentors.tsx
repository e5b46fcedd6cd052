import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { Block } from '@/components/content/Block';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import NextLink from 'next/link';
import { mentorClassesHref } from '@/lib/live-classes/address';
import { safeHref } from '@/lib/pages/links';
import type { Mentor } from '../_lib/load';
import styles from './Home.module.css';

/**
 * The mentors (`pages/mentors/`, issue #18): photo, name, specialty and a short biography; each
 * name leads to the live classes that person teaches (issue #25: the same people, by the same
 * names, as the classes' «Imparte»).
 */
export function Mentors({ mentors }: { mentors: readonly Mentor[] | null }) {
  const shown = (mentors ?? []).filter((mentor) => mentor.name?.trim());
  if (shown.length === 0) return null;
  return (
    <Block heading="Nuestros especialistas">
      <ul className={styles.MentorList}>
        {shown.map((mentor) => (
          <li key={mentor.slug} className={styles.Mentor}>
            {safeHref(mentor.photo) ? (
              <OptimizedImage className={styles.MentorPhoto} src={mentor.photo!} kind="avatar" />
            ) : (
              <span className={styles.MentorPhoto} aria-hidden="true" />
            )}
            <h3 className={styles.MentorName}>
              <NextLink href={mentorClassesHref(mentor.slug)}>
                {mentor.name}
                <VisuallyHidden>: sus clases en vivo</VisuallyHidden>
              </NextLink>
            </h3>
            <p className={styles.MentorSpecialty}>{mentor.specialty}</p>
            {mentor.bio?.trim() && <p className={styles.MentorBio}>{mentor.bio}</p>}
          </li>
        ))}
      </ul>
    </Block>
  );
}
