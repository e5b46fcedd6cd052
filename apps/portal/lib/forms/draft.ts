/**
 * A form's draft (issue #32): what a person typed, kept in the tab's `sessionStorage` so that a
 * reload or a slip of the back button loses nothing, and cleared when the form is sent. Never in
 * `localStorage` (it outlives the tab: a shared computer) and never the consent (asked again each
 * time) nor a file (the browser cannot keep one). A draft older than a day is dropped.
 */

const PREFIX = 'vivasalud:borrador:';
/** A day: a draft left overnight in an open tab is not brought back. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Fields never kept: consent is given anew each time. */
const NEVER_KEPT = new Set(['consent', 'marketing_consent', 'idempotency_key']);

export type DraftValues = Record<string, string | boolean>;

interface Stored {
  v: 1;
  savedAt: number;
  values: DraftValues;
}

export const draftKey = (kind: string) => `${PREFIX}${kind}`;

/** What of the form's values a draft keeps: text and ticks, not files nor consent. */
export function draftable(values: Record<string, unknown>): DraftValues {
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (NEVER_KEPT.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

/** Whether a draft holds anything worth bringing back. */
export function hasAnswers(values: DraftValues): boolean {
  return Object.values(values).some((value) =>
    typeof value === 'string' ? value.trim() !== '' : value,
  );
}

/** The draft of a form, or `null` (none, unreadable, too old, or storage refused). */
export function readDraft(storage: Storage | undefined, kind: string, now: number) {
  try {
    const raw = storage?.getItem(draftKey(kind));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (
      stored.v !== 1 ||
      typeof stored.savedAt !== 'number' ||
      !stored.values ||
      typeof stored.values !== 'object' ||
      now - stored.savedAt > DRAFT_MAX_AGE_MS ||
      stored.savedAt > now + 60_000
    ) {
      storage?.removeItem(draftKey(kind));
      return null;
    }
    const values = draftable(stored.values);
    return hasAnswers(values) ? values : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values (private browsing or a full storage: nothing kept, nothing thrown). */
export function writeDraft(
  storage: Storage | undefined,
  kind: string,
  values: Record<string, unknown>,
  now: number,
): void {
  try {
    const kept = draftable(values);
    if (!hasAnswers(kept)) {
      storage?.removeItem(draftKey(kind));
      return;
    }
    const stored: Stored = { v: 1, savedAt: now, values: kept };
    storage?.setItem(draftKey(kind), JSON.stringify(stored));
  } catch {
    // Storage refused: the form still works, without a draft.
  }
}

export function clearDraft(storage: Storage | undefined, kind: string): void {
  try {
    storage?.removeItem(draftKey(kind));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
