import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, draftKey, draftable, readDraft, writeDraft } from './draft';

/** A Storage in memory (sessionStorage's interface). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = Date.UTC(2026, 10, 29, 15);
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('draftable: what a draft keeps', () => {
  it('keeps text and ticks; never the consent, the key nor a file', () => {
    const file = new Blob(['x']);
    expect(
      draftable({
        full_name: 'Rosa Mamani',
        is_first_pregnancy: 'si',
        marketing_consent: true,
        consent: 'true',
        idempotency_key: 'abc',
        attachment: file,
        weeks_pregnant: undefined,
      }),
    ).toEqual({ full_name: 'Rosa Mamani', is_first_pregnancy: 'si' });
  });
});

describe('a draft', () => {
  it('is written to sessionStorage and read back', () => {
    writeDraft(storage, 'maternity', { full_name: 'Rosa', weeks_pregnant: '20' }, NOW);
    expect(readDraft(storage, 'maternity', NOW + 1000)).toEqual({
      full_name: 'Rosa',
      weeks_pregnant: '20',
    });
    expect(readDraft(storage, 'nutrition', NOW)).toBeNull();
  });

  it('with nothing typed is not kept (and an older one is removed)', () => {
    writeDraft(storage, 'maternity', { full_name: 'Rosa' }, NOW);
    writeDraft(storage, 'maternity', { full_name: '  ', consent: true }, NOW);
    expect(storage.getItem(draftKey('maternity'))).toBeNull();
  });

  it.each([
    ['older than a day', NOW + DRAFT_MAX_AGE_MS + 1],
    ['from the future (a clock moved back)', NOW - 5 * 60_000],
  ])('%s is dropped', (_, readAt) => {
    writeDraft(storage, 'maternity', { full_name: 'Rosa' }, NOW);
    expect(readDraft(storage, 'maternity', readAt)).toBeNull();
    expect(storage.getItem(draftKey('maternity'))).toBeNull();
  });

  it.each([['not json'], ['{"v":2,"savedAt":1,"values":{}}'], ['{"v":1,"savedAt":"x"}']])(
    'unreadable (%s) is no draft',
    (raw) => {
      storage.setItem(draftKey('maternity'), raw);
      expect(readDraft(storage, 'maternity', NOW)).toBeNull();
    },
  );

  it('is cleared when the form is sent', () => {
    writeDraft(storage, 'maternity', { full_name: 'Rosa' }, NOW);
    clearDraft(storage, 'maternity');
    expect(readDraft(storage, 'maternity', NOW)).toBeNull();
  });

  it('never throws when the storage refuses (private browsing, full)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => writeDraft(refusing, 'maternity', { full_name: 'Rosa' }, NOW)).not.toThrow();
    expect(readDraft(refusing, 'maternity', NOW)).toBeNull();
    expect(() => clearDraft(refusing, 'maternity')).not.toThrow();
    expect(readDraft(undefined, 'maternity', NOW)).toBeNull();
  });
});
