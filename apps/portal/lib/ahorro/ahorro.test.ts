// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AHORRO_ATTRIBUTE,
  ahorroInPage,
  ahorroOf,
  cookieValue,
  saveDataRequested,
  type AhorroSource,
} from './ahorro';
import { AHORRO_SCRIPT } from './script';

describe('ahorroOf: the person’s choice, else the browser’s Save-Data', () => {
  it.each<[string, string | undefined, boolean, AhorroSource | null]>([
    ['no cookie, no Save-Data: off', undefined, false, null],
    ['no cookie, Save-Data: on (the browser asked)', undefined, true, 'navegador'],
    ['chose on, no Save-Data', '1', false, 'elegido'],
    ['chose on, Save-Data too', '1', true, 'elegido'],
    ['chose off: off beats the header', '0', true, null],
    ['chose off, no Save-Data', '0', false, null],
    ['a value that is no choice: the header decides', 'si', true, 'navegador'],
    ['a value that is no choice, no header: off', 'true', false, null],
    ['an empty value: the header decides', '', true, 'navegador'],
  ])('%s', (_rule, cookie, saveData, expected) => {
    expect(ahorroOf({ cookie, saveData })).toBe(expected);
  });
});

describe('saveDataRequested: the Save-Data header', () => {
  it.each<[string | null | undefined, boolean]>([
    ['on', true],
    ['On', true],
    [' on ', true],
    ['off', false],
    ['', false],
    ['1', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(saveDataRequested(header)).toBe(expected);
  });
});

describe('cookieValue', () => {
  it.each<[string, string | undefined]>([
    ['vs_ahorro=1', '1'],
    ['NEXT_LOCALE=es-PE; vs_ahorro=0', '0'],
    ['xvs_ahorro=1', undefined],
    ['vs_ahorro_x=1', undefined],
    ['', undefined],
  ])('%j → %j', (cookies, expected) => {
    expect(cookieValue(cookies, 'vs_ahorro')).toBe(expected);
  });
});

/** Runs the first-paint part as the layout does, with `cookies` and the browser's saveData. */
function runScript(cookies: string[], saveData?: boolean) {
  for (const cookie of cookies) document.cookie = cookie;
  if (saveData !== undefined) {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData } });
  }
  new Function(AHORRO_SCRIPT)();
}

describe('the first-paint script (the same rule as ahorroOf, in the browser)', () => {
  afterEach(() => {
    // The parse is over: the script stops watching.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.documentElement.removeAttribute(AHORRO_ATTRIBUTE);
    for (const name of ['vs_ahorro', 'vs_save_data', 'otra']) {
      document.cookie = `${name}=; Max-Age=0`;
    }
    document.body.replaceChildren();
  });

  it.each<[string, string[], boolean | undefined, AhorroSource | null]>([
    ['nothing: no mark', [], undefined, null],
    ['vs_ahorro=1: chosen', ['vs_ahorro=1'], undefined, 'elegido'],
    ['vs_ahorro=0 beats Save-Data (cookie)', ['vs_ahorro=0', 'vs_save_data=1'], undefined, null],
    ['vs_ahorro=0 beats navigator.connection.saveData', ['vs_ahorro=0'], true, null],
    ['Save-Data mirrored in vs_save_data: the browser', ['vs_save_data=1'], undefined, 'navegador'],
    ['navigator.connection.saveData: the browser', [], true, 'navegador'],
    ['saveData false: no mark', [], false, null],
    ['another cookie ending in the name: no mark', ['otra=vs_ahorro=1'], undefined, null],
  ])('%s', (_rule, cookies, saveData, expected) => {
    runScript(cookies, saveData);
    expect(ahorroInPage()).toBe(expected);
  });

  it('holds no `<` (the CSP tests match an inline script up to the next one)', () => {
    expect(AHORRO_SCRIPT).not.toContain('<');
  });

  it('while saving, turns every media element added after it to preload="none"', async () => {
    runScript(['vs_ahorro=1']);
    const video = document.createElement('video');
    video.setAttribute('preload', 'metadata');
    const audio = document.createElement('audio');
    audio.setAttribute('preload', 'metadata');
    document.body.append(video, audio);
    await Promise.resolve();
    expect(video.getAttribute('preload')).toBe('none');
    expect(audio.getAttribute('preload')).toBe('none');
  });

  it('stops watching once the document is parsed (DOMContentLoaded)', async () => {
    runScript(['vs_ahorro=1']);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const video = document.createElement('video');
    video.setAttribute('preload', 'metadata');
    document.body.append(video);
    await Promise.resolve();
    expect(video.getAttribute('preload')).toBe('metadata');
  });

  it('without saving, leaves them as the HTML says', async () => {
    runScript([]);
    const video = document.createElement('video');
    video.setAttribute('preload', 'metadata');
    document.body.append(video);
    await Promise.resolve();
    expect(video.getAttribute('preload')).toBe('metadata');
  });
});
