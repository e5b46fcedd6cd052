import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptCookies,
  COOKIES_ACCEPTED_KEY,
  isCookiesAccepted,
  useCookiesAccepted,
  type StoredCookieFlag,
} from './cookieConsent';

function Probe() {
  return <output data-testid="accepted">{String(useCookiesAccepted())}</output>;
}
const accepted = () => screen.getByTestId('accepted').textContent;

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('isCookiesAccepted (spec §9: only the stored `true` counts)', () => {
  it.each<[StoredCookieFlag, boolean]>([
    ['true', true],
    ['false', false],
    ['TRUE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (stored, expected) => {
    expect(isCookiesAccepted(stored)).toBe(expected);
  });
});

describe('the cookiesAccepted store', () => {
  it('reads what storage holds and re-renders every reader when accepted on this page', () => {
    render(<Probe />);
    expect(accepted()).toBe('false');
    act(() => acceptCookies());
    expect(accepted()).toBe('true');
    expect(window.localStorage.getItem(COOKIES_ACCEPTED_KEY)).toBe('true');
  });

  it('follows an acceptance in another tab (the storage event)', () => {
    render(<Probe />);
    act(() => {
      window.localStorage.setItem(COOKIES_ACCEPTED_KEY, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIES_ACCEPTED_KEY }));
    });
    expect(accepted()).toBe('true');
  });
});
