// A failed call as the forms show it (this subpath's API). The account forms import the parts
// apart: the text they render (`./errorText`) with the page, the field errors (`./fieldErrors`)
// when a submission is refused (issue #33).
export { CODE_RECENTLY_SENT, formErrorText, retryAfterText } from './errorText';
export { formFieldErrors, SERVER_FIELD_NAMES, type ServerFieldError } from './fieldErrors';

/** "4:05" for 245 seconds. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
