import { describe, expect, it } from 'vitest';
import {
  contentTags,
  memoryReplayGuard,
  normalizeContentPath,
  signContentChange,
  tagsOfChange,
  TOLERANCE_SECONDS,
  verifyContentChange,
} from './contentChanges';

const SECRET = 'un-secreto-compartido-de-prueba';
const NOW = Date.parse('2026-11-29T12:00:00Z');
const change = (id = 'msg-0000001', paths = ['/wellness/live-classes/catalog/yoga']) =>
  JSON.stringify({ id, at: new Date(NOW).toISOString(), paths });

describe('content tags: one per API path, no query, no trailing slash', () => {
  it.each([
    [
      '/content/wellness/live-classes/catalog/yoga/',
      '/content',
      '/wellness/live-classes/catalog/yoga',
    ],
    ['/content/wellness/resources/catalog/?page=2', '/content', '/wellness/resources/catalog'],
    ['/content/pages/hero', '/content/', '/pages/hero'],
    ['/content', '/content', '/'],
    ['/wellness//x//', '', '/wellness/x'],
    ['wellness/x', '', '/wellness/x'],
    // A path outside the base keeps its whole path.
    ['/identity/me', '/content', '/identity/me'],
    ['/contentx/y', '/content', '/contentx/y'],
  ])('%s (base %s) → %s', (path, base, expected) => {
    expect(normalizeContentPath(path, base)).toBe(expected);
  });

  it('an answer read from the API carries `content` and its path', () => {
    expect(
      contentTags(
        'http://localhost:4000/content/wellness/live-classes/catalog/yoga/?x=1',
        'http://localhost:4000/content',
      ),
    ).toEqual(['content', 'content:/wellness/live-classes/catalog/yoga']);
  });

  it('a path too long for a Next tag keeps only `content` (revalidated by any change)', () => {
    expect(contentTags(`http://h/content/${'a'.repeat(300)}`, 'http://h/content')).toEqual([
      'content',
    ]);
  });

  it.each([
    [
      ['/wellness/x/', '/wellness/x', '/pages/hero'],
      ['content:/wellness/x', 'content:/pages/hero'],
    ],
    [['/pages/hero', '*'], ['content']],
  ])('a message of %j revalidates %j', (paths, tags) => {
    expect(tagsOfChange(paths)).toEqual(tags);
  });
});

describe('the signed message: signature, time window, shape, replays (table)', () => {
  const verify = (
    body: string,
    signature: string | undefined,
    options: { secret?: string; now?: number; guard?: ReturnType<typeof memoryReplayGuard> } = {},
  ) =>
    verifyContentChange({
      body,
      signature,
      secret: 'secret' in options ? options.secret : SECRET,
      replayGuard: options.guard ?? memoryReplayGuard(() => NOW),
      now: options.now ?? NOW,
    });
  const body = change();
  const good = signContentChange(body, SECRET, NOW);

  it.each([
    ['a message signed now', body, good, {}, 'ok'],
    ['signed 4 min 59 s ago', body, signContentChange(body, SECRET, NOW - 299_000), {}, 'ok'],
    [
      'signed 4 min 59 s ahead (clock skew)',
      body,
      signContentChange(body, SECRET, NOW + 299_000),
      {},
      'ok',
    ],
    ['signed 5 min 1 s ago', body, signContentChange(body, SECRET, NOW - 301_000), {}, 'too-old'],
    ['signed an hour ahead', body, signContentChange(body, SECRET, NOW + 3_600_000), {}, 'too-new'],
    ['no signature', body, undefined, {}, 'no-signature'],
    ['an empty signature', body, '', {}, 'no-signature'],
    ['a signature without time', body, good.replace(/^t=\d+,/, ''), {}, 'bad-signature'],
    ['a signature not in hex', body, good.replace(/v1=.*/, 'v1=zz'), {}, 'bad-signature'],
    ['another secret', body, signContentChange(body, 'otro-secreto', NOW), {}, 'bad-signature'],
    ['a changed body', change('msg-0000001', ['*']), good, {}, 'bad-signature'],
    [
      'the time changed after signing',
      body,
      good.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) - 1}`),
      {},
      'bad-signature',
    ],
    ['no secret configured on the app', body, good, { secret: undefined }, 'no-secret'],
    ['a body that is not JSON', '{', signContentChange('{', SECRET, NOW), {}, 'bad-body'],
    [
      'no paths',
      change('msg-0000001', []),
      signContentChange(change('msg-0000001', []), SECRET, NOW),
      {},
      'bad-body',
    ],
    ['a short id', change('x'), signContentChange(change('x'), SECRET, NOW), {}, 'bad-body'],
    [
      'a path with a space',
      change('msg-0000001', ['/a b']),
      signContentChange(change('msg-0000001', ['/a b']), SECRET, NOW),
      {},
      'bad-body',
    ],
  ] as const)('%s → %s', async (_what, text, signature, options, outcome) => {
    const result = await verify(text, signature, options);
    expect(result.ok ? 'ok' : result.refusal).toBe(outcome);
  });

  it('the same message twice: the second is a replay, even re-signed later within the window', async () => {
    const guard = memoryReplayGuard(() => NOW);
    expect((await verify(body, good, { guard })).ok).toBe(true);
    expect(await verify(body, good, { guard })).toEqual({ ok: false, refusal: 'replayed' });
    const later = signContentChange(body, SECRET, NOW + 60_000);
    expect(await verify(body, later, { guard, now: NOW + 60_000 })).toEqual({
      ok: false,
      refusal: 'replayed',
    });
  });

  it('a forged message is not remembered: the real one with its id is still taken', async () => {
    const guard = memoryReplayGuard(() => NOW);
    expect((await verify(body, signContentChange(body, 'otro', NOW), { guard })).ok).toBe(false);
    expect((await verify(body, good, { guard })).ok).toBe(true);
  });

  it('ids are forgotten once no signature of theirs can be valid', async () => {
    let clock = NOW;
    const guard = memoryReplayGuard(() => clock);
    expect(await guard('msg-0000001', 2 * TOLERANCE_SECONDS + 60)).toBe(true);
    clock += (2 * TOLERANCE_SECONDS + 61) * 1000;
    expect(await guard('msg-0000002', 1)).toBe(true);
    expect(await guard('msg-0000001', 1)).toBe(true);
  });
});
