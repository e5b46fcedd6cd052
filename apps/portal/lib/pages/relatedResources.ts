/**
 * The related-resources block of spec §2 (bottom of live classes, recorded classes, guides,
 * telemedicine, in-person experiences and sessions with experts): which of the page's
 * `content.resources` it shows, chosen by slug, by the rule the manifest gives its route
 * (`related`). Every other page shows its resources as given.
 */
import { ROUTES, type RelatedRule } from '@/lib/routes';

/** Spec §9: the random extra resource is chosen among this many positions. */
export const RANDOM_EXTRA_RANGE = 3;

/** The rule of each route that has one (the manifest's `related`), by its path. */
const RULES: Readonly<Record<string, RelatedRule>> = Object.fromEntries(
  ROUTES.flatMap((route) => (route.related ? [[route.pattern, route.related]] : [])),
);

const has =
  (...words: string[]) =>
  (resource: { slug: string }) =>
    words.some((word) => resource.slug.toLowerCase().includes(word));

const isExperience = has('experiencias');
const isExpert = has('expertos');
const isClassOrGuide = has('clases', 'guias');

/** One of the first `RANDOM_EXTRA_RANGE` class-or-guide resources not already chosen. */
function extraOne<T extends { slug: string }>(
  resources: readonly T[],
  chosen: readonly T[],
  random: () => number,
): T[] {
  const pool = resources
    .filter((resource) => isClassOrGuide(resource) && !chosen.includes(resource))
    .slice(0, RANDOM_EXTRA_RANGE);
  if (pool.length === 0) return [];
  const index = Math.min(Math.floor(random() * pool.length), pool.length - 1);
  return [pool[Math.max(index, 0)]!];
}

/**
 * The resources the page at `path` shows:
 * - live classes, recorded classes, guides, telemedicine: the "experiencias" or "expertos" ones;
 * - in-person experiences: every "expertos" one plus one random "clases" or "guias" one;
 * - sessions with experts: the "experiencias" ones plus one random "clases" or "guias" one;
 * - any other page: all of them, in order.
 */
export function relatedResources<T extends { slug: string }>(
  path: string,
  resources: readonly T[],
  random: () => number = Math.random,
): T[] {
  switch (RULES[path]) {
    case 'experiences-or-experts':
      return resources.filter((resource) => isExperience(resource) || isExpert(resource));
    case 'experts-and-one': {
      const experts = resources.filter(isExpert);
      return [...experts, ...extraOne(resources, experts, random)];
    }
    case 'experiences-and-one': {
      const experiences = resources.filter(isExperience);
      return [...experiences, ...extraOne(resources, experiences, random)];
    }
    default:
      return [...resources];
  }
}
