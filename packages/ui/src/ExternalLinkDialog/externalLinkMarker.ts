// No 'use client': server components (the Footer) read these values themselves. Imported from a
// 'use client' module they would get a client reference instead of the object.

/**
 * The attributes of a link to another site that asks the confirmation first (spec §4): a real
 * new-tab link (it works without JavaScript), marked so that `ExternalLinkProvider`'s one
 * document click listener opens the dialog for it. Spread on an `<a>` with its `href`.
 */
export const EXTERNAL_LINK_ATTRIBUTES = {
  target: '_blank',
  rel: 'noopener noreferrer',
  'data-external-link': '',
} as const;

/** The links `ExternalLinkProvider` asks about. */
export const EXTERNAL_LINK_SELECTOR = 'a[data-external-link]';

/**
 * A click the browser should handle itself: another button, or a modifier (new tab or window,
 * download). A plain left click, from the mouse or Enter, asks the confirmation.
 */
export function isModifiedClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
