/**
 * The editing rules of the code boxes (spec §5), as a pure function: what a keystroke, a change
 * of a box or a paste does to the digits and which box gets the focus.
 */

/** Something the person did in box `index`. */
export type CodeAction =
  /** The box's text changed to `value` (typing, mobile keyboards, one-time-code autofill). */
  | { type: 'input'; index: number; value: string }
  /** Text pasted into any box. */
  | { type: 'paste'; text: string }
  /** A key pressed in box `index` (`KeyboardEvent.key`), without Ctrl, Alt or Meta. */
  | { type: 'key'; index: number; key: string };

export interface CodeEdit {
  digits: string[];
  /** The box to focus afterwards. */
  focus: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** `value` as exactly `length` boxes of one digit or ''. */
export function normalizeCode(value: readonly string[] | undefined, length: number): string[] {
  return Array.from({ length }, (_, index) => onlyDigits(value?.[index] ?? '').slice(-1));
}

/** The digits from the first box on, the rest cleared; focus on the next empty box. */
function fill(digits: readonly string[], text: string): CodeEdit {
  const pasted = onlyDigits(text).slice(0, digits.length);
  return {
    digits: digits.map((_, index) => pasted[index] ?? ''),
    focus: Math.min(pasted.length, digits.length - 1),
  };
}

function removeOnce(text: string, part: string): string {
  const at = text.indexOf(part);
  return at === -1 ? text : text.slice(0, at) + text.slice(at + part.length);
}

/**
 * The result of `action` on `digits`, or `null` when it is not the code's business (Tab, Enter,
 * a paste without digits…), so the browser keeps its default.
 */
export function editCode(digits: readonly string[], action: CodeAction): CodeEdit | null {
  const last = digits.length - 1;
  switch (action.type) {
    case 'paste': {
      return onlyDigits(action.text) === '' ? null : fill(digits, action.text);
    }
    case 'input': {
      const { index, value } = action;
      const previous = digits[index] ?? '';
      if (value === '') {
        return { digits: digits.with(index, ''), focus: index };
      }
      // One key pressed in a filled box: the box holds the old digit and the new character, in
      // either order. The last typed character wins.
      const typedOne = previous !== '' && value.length === 2 && value.includes(previous);
      const typed = onlyDigits(typedOne ? removeOnce(value, previous) : value);
      if (typed === '') return { digits: [...digits], focus: index };
      if (typed.length > 1) return fill(digits, typed);
      return { digits: digits.with(index, typed), focus: Math.min(index + 1, last) };
    }
    case 'key': {
      const { index, key } = action;
      // A digit key replaces the box's digit and moves on, even when it is the same digit.
      if (/^\d$/.test(key))
        return { digits: digits.with(index, key), focus: Math.min(index + 1, last) };
      // Any other printable character is not a digit: nothing is typed.
      if (key.length === 1) return { digits: [...digits], focus: index };
      switch (key) {
        case 'Backspace':
          return digits[index]
            ? { digits: digits.with(index, ''), focus: index }
            : { digits: [...digits], focus: Math.max(index - 1, 0) };
        case 'Delete':
          return { digits: digits.with(index, ''), focus: index };
        case 'ArrowLeft':
          return { digits: [...digits], focus: Math.max(index - 1, 0) };
        case 'ArrowRight':
          return { digits: [...digits], focus: Math.min(index + 1, last) };
        case 'Home':
          return { digits: [...digits], focus: 0 };
        case 'End':
          return { digits: [...digits], focus: last };
        default:
          return null;
      }
    }
  }
}
