import { describe, expect, it } from 'vitest';
import {
  guardCatalogParams,
  guardCategory,
  guardDiscipline,
  guardPage,
  guardPublicationType,
  guardSlug,
  ParamGuardError,
} from './guards';

// Spec §5: "category, slug, discipline and publication_type must contain only letters, digits,
// hyphen and underscore"; "Page must be an integer of at least 1, otherwise 'Invalid page number'".
describe('format guards (spec §5)', () => {
  const accepted = ['yoga', 'Yoga-en_casa', 'abc123', 'A', '2025'];
  const rejected = [
    'yoga en casa',
    'yoga/1',
    '../etc',
    'niño',
    'a.b',
    'a;drop',
    '<script>',
    ' ',
    'a%20b',
  ];

  const guards = [
    ['category', guardCategory, 'Invalid category format'],
    ['slug', guardSlug, 'Invalid slug format'],
    ['publication_type', guardPublicationType, 'Invalid publication_type format'],
    ['discipline', guardDiscipline, 'Invalid discipline format'],
  ] as const;

  describe.each(guards)('%s', (param, guard, message) => {
    it.each(accepted)('accepts %j', (value) => {
      expect(guard(value)).toBe(value);
    });

    it.each(rejected)(`rejects %j with "${message}"`, (value) => {
      expect(() => guard(value)).toThrow(new ParamGuardError(param, message));
    });

    it('rejects a value that is not text', () => {
      expect(() => guard(42)).toThrow(message);
      expect(() => guard(['yoga'])).toThrow(message);
    });
  });

  it('lets optional filters be absent', () => {
    expect(guardCategory(undefined)).toBeUndefined();
    expect(guardCategory('')).toBeUndefined();
    expect(guardPublicationType(null)).toBeUndefined();
  });

  it('requires a slug', () => {
    expect(() => guardSlug(undefined)).toThrow('Invalid slug format');
    expect(() => guardSlug('')).toThrow('Invalid slug format');
  });

  it('says "discipline is undefined" when the discipline is missing', () => {
    expect(() => guardDiscipline(undefined)).toThrow('discipline is undefined');
    expect(() => guardDiscipline(null)).toThrow('discipline is undefined');
  });

  it('says "Invalid discipline format" for an empty discipline', () => {
    expect(() => guardDiscipline('')).toThrow('Invalid discipline format');
  });

  it('carries the HTTP status a server answers with', () => {
    try {
      guardSlug('a b');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ParamGuardError);
      expect((error as ParamGuardError).status).toBe(400);
      expect((error as ParamGuardError).param).toBe('slug');
    }
  });
});

describe('guardPage (spec §5)', () => {
  it.each([
    [1, 1],
    [2, 2],
    ['3', 3],
    ['12', 12],
    [undefined, 1],
    ['', 1],
  ] as const)('accepts %j as page %i', (value, expected) => {
    expect(guardPage(value)).toBe(expected);
  });

  it.each([0, -1, 1.5, '0', '-1', '1.5', 'abc', '1e3', ' 2', NaN, Infinity, '2a', true, {}])(
    'rejects %j with "Invalid page number"',
    (value) => {
      expect(() => guardPage(value)).toThrow(new ParamGuardError('page', 'Invalid page number'));
    },
  );
});

describe('guardCatalogParams', () => {
  it('normalises a valid catalog query', () => {
    expect(guardCatalogParams({ category: 'yoga', page: '2' })).toEqual({
      category: 'yoga',
      page: 2,
      publication_type: undefined,
    });
  });

  it('reports the first bad parameter with its message', () => {
    expect(() => guardCatalogParams({ category: 'yoga!', page: 1 })).toThrow(
      'Invalid category format',
    );
    expect(() => guardCatalogParams({ page: 0 })).toThrow('Invalid page number');
    expect(() => guardCatalogParams({ publication_type: 'vídeo' })).toThrow(
      'Invalid publication_type format',
    );
  });
});
