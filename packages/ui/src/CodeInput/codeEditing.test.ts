import { describe, expect, it } from 'vitest';
import { editCode, normalizeCode, type CodeAction } from './codeEditing';

/** '12·4··' → ['1', '2', '', '4', '', ''] (· is an empty box). */
const boxes = (text: string) => [...text].map((c) => (c === '·' ? '' : c));
const show = (digits: readonly string[]) => digits.map((d) => d || '·').join('');

describe('editCode (spec §5, code entry)', () => {
  it.each<[string, string, CodeAction, string, number]>([
    // rule, before, action, after, focused box
    [
      'a digit goes in its box and the focus moves on',
      '······',
      { type: 'key', index: 0, key: '4' },
      '4·····',
      1,
    ],
    [
      'a digit in the last box stays there',
      '12345·',
      { type: 'key', index: 5, key: '6' },
      '123456',
      5,
    ],
    [
      'the last typed digit replaces the old one',
      '1·····',
      { type: 'key', index: 0, key: '7' },
      '7·····',
      1,
    ],
    [
      'the same digit again still moves on',
      '1·····',
      { type: 'key', index: 0, key: '1' },
      '1·····',
      1,
    ],
    ['a letter is not typed', '1·····', { type: 'key', index: 1, key: 'a' }, '1·····', 1],
    ['a space is not typed', '1·····', { type: 'key', index: 1, key: ' ' }, '1·····', 1],
    [
      'Backspace on a filled box clears it and stays',
      '123···',
      { type: 'key', index: 2, key: 'Backspace' },
      '12····',
      2,
    ],
    [
      'Backspace on an empty box moves back',
      '12····',
      { type: 'key', index: 2, key: 'Backspace' },
      '12····',
      1,
    ],
    [
      'Backspace on the first empty box stays',
      '······',
      { type: 'key', index: 0, key: 'Backspace' },
      '······',
      0,
    ],
    [
      'Delete clears the box and stays',
      '123···',
      { type: 'key', index: 1, key: 'Delete' },
      '1·3···',
      1,
    ],
    ['ArrowLeft moves back', '123···', { type: 'key', index: 2, key: 'ArrowLeft' }, '123···', 1],
    [
      'ArrowLeft stops at the first box',
      '······',
      { type: 'key', index: 0, key: 'ArrowLeft' },
      '······',
      0,
    ],
    ['ArrowRight moves on', '123···', { type: 'key', index: 2, key: 'ArrowRight' }, '123···', 3],
    [
      'ArrowRight stops at the last box',
      '······',
      { type: 'key', index: 5, key: 'ArrowRight' },
      '······',
      5,
    ],
    ['Home goes to the first box', '123···', { type: 'key', index: 3, key: 'Home' }, '123···', 0],
    ['End goes to the last box', '123···', { type: 'key', index: 1, key: 'End' }, '123···', 5],
    [
      'a typed digit (input event) goes in and moves on',
      '······',
      { type: 'input', index: 0, value: '8' },
      '8·····',
      1,
    ],
    [
      'typed after the old digit, the new one is kept',
      '3·····',
      { type: 'input', index: 0, value: '37' },
      '7·····',
      1,
    ],
    [
      'typed before the old digit, the new one is kept',
      '3·····',
      { type: 'input', index: 0, value: '73' },
      '7·····',
      1,
    ],
    [
      'typing the same digit keeps it and moves on',
      '3·····',
      { type: 'input', index: 0, value: '33' },
      '3·····',
      1,
    ],
    [
      'a typed letter changes nothing',
      '3·····',
      { type: 'input', index: 0, value: '3x' },
      '3·····',
      0,
    ],
    [
      'a letter in an empty box changes nothing',
      '······',
      { type: 'input', index: 2, value: 'x' },
      '······',
      2,
    ],
    [
      'an emptied box (cut) is cleared',
      '123···',
      { type: 'input', index: 1, value: '' },
      '1·3···',
      1,
    ],
    [
      'an autofilled code fills every box',
      '······',
      { type: 'input', index: 0, value: '482913' },
      '482913',
      5,
    ],
    [
      'an autofilled code replaces a typed digit',
      '4·····',
      { type: 'input', index: 0, value: '482913' },
      '482913',
      5,
    ],
    ['a pasted code fills the boxes', '······', { type: 'paste', text: '482913' }, '482913', 5],
    ['a paste keeps only the digits', '······', { type: 'paste', text: ' 48-29 13 ' }, '482913', 5],
    ['a paste stops at the length', '······', { type: 'paste', text: '4829137777' }, '482913', 5],
    [
      'a short paste fills from the start, focus on the next box',
      '999999',
      { type: 'paste', text: 'Tu código: 482' },
      '482···',
      3,
    ],
  ])('%s: %s → %s', (_rule, before, action, after, focus) => {
    const edit = editCode(boxes(before), action);
    expect(edit && { digits: show(edit.digits), focus: edit.focus }).toEqual({
      digits: after,
      focus,
    });
  });

  it.each<[string, CodeAction]>([
    ['Tab moves the focus the browser way', { type: 'key', index: 0, key: 'Tab' }],
    ['Enter submits the form', { type: 'key', index: 0, key: 'Enter' }],
    ['a paste without digits is ignored', { type: 'paste', text: 'hola' }],
  ])('leaves the browser alone: %s', (_rule, action) => {
    expect(editCode(boxes('12····'), action)).toBeNull();
  });

  it('never changes the digits it is given', () => {
    const digits = boxes('123···');
    editCode(digits, { type: 'key', index: 2, key: 'Backspace' });
    editCode(digits, { type: 'paste', text: '999999' });
    expect(show(digits)).toBe('123···');
  });
});

describe('normalizeCode', () => {
  it.each<[string[] | undefined, number, string]>([
    [undefined, 6, '······'],
    [['1', '2'], 6, '12····'],
    [['1', '2', '3', '4', '5', '6', '7'], 6, '123456'],
    [['12', 'a', '3'], 4, '2·3·'],
  ])('%j with length %d → %s', (value, length, expected) => {
    expect(show(normalizeCode(value, length))).toBe(expected);
  });
});
