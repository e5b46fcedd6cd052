import { MENTOR_PARAM } from '@/lib/catalog/filters';
import { catalogHref } from '@/lib/catalog/params';

/** The live classes' catalog. */
export const LIVE_CLASSES_PATH = '/clases-en-vivo';

/** The address parameter of the person who teaches (`?imparte=<slug of the mentor>`). */
export { MENTOR_PARAM };

/** The live classes a person teaches: `/clases-en-vivo?imparte=<slug>`. */
export function mentorClassesHref(slug: string): string {
  return catalogHref(LIVE_CLASSES_PATH, {
    category: null,
    filters: { [MENTOR_PARAM]: slug },
    page: 1,
  });
}
