// @vitest-environment jsdom
import { storedRecordSignedIn, USER_KEY } from '@vivasalud/auth/keys';
import { afterEach, describe, expect, it } from 'vitest';
import { markSession, SESSION_ATTRIBUTE, SESSION_HINT_SCRIPT } from './sessionHint';

const hint = () => document.documentElement.getAttribute(SESSION_ATTRIBUTE);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
});

describe('the inline session hint (before the first paint, issue #25)', () => {
  it.each([
    ['a signed-in session’s record', JSON.stringify({ name: 'Ana', isAuthenticated: true }), 'in'],
    ['nothing stored', null, 'out'],
    ['the record a logout leaves', JSON.stringify({ deviceId: 'abc' }), 'out'],
    ['a record not signed in', JSON.stringify({ isAuthenticated: false }), 'out'],
    ['a look-alike flag', JSON.stringify({ isAuthenticated: 'true' }), 'out'],
    ['a bare value', 'true', 'out'],
    ['null', 'null', 'out'],
    ['not JSON', '{oops', 'out'],
  ])('with %s, marks <html> %s, as the session code reads it', (_, stored, expected) => {
    if (stored !== null) window.localStorage.setItem(USER_KEY, stored);
    new Function(SESSION_HINT_SCRIPT)();
    expect(hint()).toBe(expected);
    // The same rule as the chrome's hint once React runs (`@vivasalud/auth/keys`).
    expect(expected === 'in').toBe(storedRecordSignedIn(stored));
  });

  it('marks "out" where storage refuses to be read', () => {
    const failing = new Function('localStorage', SESSION_HINT_SCRIPT);
    const refusing = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => failing(refusing)).not.toThrow();
    expect(hint()).toBe('out');
  });

  it('is text a CSP hash source and the HTML script scan can take (no "<")', () => {
    expect(SESSION_HINT_SCRIPT).not.toContain('<');
  });

  it('follows the session once it is known', () => {
    markSession('in');
    expect(hint()).toBe('in');
    markSession('out');
    expect(hint()).toBe('out');
  });
});
