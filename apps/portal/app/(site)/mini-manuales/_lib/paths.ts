/** The mini-manuals (issue #31): their list and each one's address. */
export const MINI_MANUALS_PATH = '/mini-manuales';

/** A mini-manual's address (`/mini-manuales/primeros-auxilios-en-casa`). */
export const miniManualHref = (slug: string) => `${MINI_MANUALS_PATH}/${slug}`;
