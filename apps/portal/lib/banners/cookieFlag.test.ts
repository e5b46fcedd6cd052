// @vitest-environment jsdom
import { COOKIES_ACCEPTED_KEY, COOKIES_ACCEPTED_VALUE } from '@vivasalud/ui/cookie-banner';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_FLAG_SCRIPT, COOKIES_ACCEPTED_ATTRIBUTE } from './cookieFlag';
import { cookieFlagScriptHash } from './cookieFlagHash';
import { FIRST_PAINT_SCRIPT } from '../shell/firstPaint';

const marked = () => document.documentElement.hasAttribute(COOKIES_ACCEPTED_ATTRIBUTE);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
});

describe('the inline cookie-flag check (before the first paint)', () => {
  it.each([
    ['the flag accepted', 'true', true],
    ['nothing stored', null, false],
    ['another value', 'false', false],
    ['a look-alike', 'true ', false],
  ])('with %s, marks <html>: %s', (_, stored, expected) => {
    if (stored !== null) window.localStorage.setItem('cookiesAccepted', stored);
    new Function(COOKIE_FLAG_SCRIPT)();
    expect(marked()).toBe(expected);
  });

  it('names the design system’s flag in plain text (no value taken from a client module)', () => {
    expect(COOKIE_FLAG_SCRIPT).toContain(
      `localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)})===${JSON.stringify(COOKIES_ACCEPTED_VALUE)}`,
    );
    expect(COOKIE_FLAG_SCRIPT).not.toContain('undefined');
  });

  it('does not throw where storage refuses to be read', () => {
    const failing = new Function('localStorage', COOKIE_FLAG_SCRIPT);
    const refusing = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => failing(refusing)).not.toThrow();
    expect(marked()).toBe(false);
  });

  it('is allowed by a CSP hash source of exactly its text', () => {
    // Known answer: the hash of "" is the SHA-256 test vector, in base64.
    expect(cookieFlagScriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(cookieFlagScriptHash()).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(cookieFlagScriptHash(`${COOKIE_FLAG_SCRIPT} `)).not.toBe(cookieFlagScriptHash());
  });

  it('is part of the layout’s one inline script, whose hash the per-request policy allows', () => {
    expect(FIRST_PAINT_SCRIPT.startsWith(COOKIE_FLAG_SCRIPT)).toBe(true);
    expect(cookieFlagScriptHash()).toBe(cookieFlagScriptHash(FIRST_PAINT_SCRIPT));
    new Function(FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.getAttribute('data-session')).toBe('out');
    document.documentElement.removeAttribute('data-session');
  });
});
