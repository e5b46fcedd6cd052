/** An action as the service gives it (a title and where it leads). */
export interface ClassAction {
  title: string;
  link: string;
}

/** Where an ended class leads: the recorded classes, which can be watched at any time. */
export const ENDED_CLASS_ACTION: ClassAction = {
  title: 'Ver clases grabadas',
  link: '/clases-grabadas',
};

/** The path of a link (no query, no fragment, no trailing slash), or null for another site. */
function pathOf(link: string): string | null {
  try {
    const url = new URL(link, 'http://portal.invalid');
    if (url.host !== 'portal.invalid') return null;
    return url.pathname.replace(/(.)\/+$/, '$1');
  } catch {
    return null;
  }
}

/**
 * The actions a live class offers (issue #25): an ended class offers none of the service's (it
 * can no longer be reserved or joined) but the recorded classes; a class still to come offers
 * the service's actions that lead somewhere else than the class's own page (`classPath`) — an
 * action that only leads back to the class («Reservar mi lugar» before reserving exists) cannot
 * do what it says, so it is not shown.
 */
export function liveClassActions(
  actions: readonly ClassAction[],
  { ended, classPath }: { ended: boolean; classPath: string },
): ClassAction[] {
  if (ended) return [ENDED_CLASS_ACTION];
  const own = pathOf(classPath);
  return actions.filter((action) => {
    const target = pathOf(action.link);
    return target === null || target !== own;
  });
}
