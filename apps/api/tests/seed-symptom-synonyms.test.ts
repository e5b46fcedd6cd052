import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEED_DIR } from '../src/paths';
import { checkSymptomSynonyms, type SeedProblem } from '../src/seed/validate';

/** The symptoms search's words (issue #31, `tables/symptom-synonyms.yaml`) and their check. */
const read = (file: string) => parse(readFileSync(join(SEED_DIR, file), 'utf8')) as unknown;
const symptoms = read('tables/symptoms.yaml') as { slug: string; nombre: string; estado: string }[];
const synonyms = read('tables/symptom-synonyms.yaml') as { slug: string; sinonimos: string[] }[];

const check = (rows: unknown, conditions: unknown = symptoms) => {
  const problems: SeedProblem[] = [];
  checkSymptomSynonyms(conditions, rows, problems);
  return problems.map((problem) => problem.message);
};

describe('the search words of the symptoms directory', () => {
  it('give every active condition its words, each leading to one condition', () => {
    expect(check(synonyms)).toEqual([]);
    const active = symptoms.filter((row) => row.estado === 'ACT').map((row) => row.slug);
    expect(synonyms.map((row) => row.slug).sort()).toEqual([...active].sort());
    expect(synonyms.flatMap((row) => row.sinonimos).length).toBeGreaterThanOrEqual(200);
  });

  it.each([
    ['presión alta', 'hipertension-arterial'],
    ['azúcar en la sangre', 'diabetes-tipo-2'],
    ['pulmonía', 'neumonia'],
    ['picadura de zancudo', 'dengue'],
  ])('map «%s» to %s', (term, slug) => {
    expect(synonyms.find((row) => row.sinonimos.includes(term))?.slug).toBe(slug);
  });

  it('refuses a list for a condition that does not exist', () => {
    expect(check([...synonyms, { slug: 'fiebre', sinonimos: ['calentura'] }])).toEqual([
      'no condition fiebre in tables/symptoms.yaml',
    ]);
  });

  it('refuses a term of two conditions, accents and case aside', () => {
    const rows = synonyms.map((row) =>
      row.slug === 'obesidad' ? { ...row, sinonimos: [...row.sinonimos, 'Presion ALTA'] } : row,
    );
    expect(check(rows)).toEqual([
      '«Presion ALTA» is already a word of hipertension-arterial: a term leads to one condition',
    ]);
  });

  it('refuses a term that is another condition’s name', () => {
    const rows = synonyms.map((row) =>
      row.slug === 'resfriado-comun'
        ? { ...row, sinonimos: [...row.sinonimos, 'gripe (Influenza)'] }
        : row,
    );
    expect(check(rows)).toEqual(['«gripe (Influenza)» is the name of gripe-influenza']);
  });

  it('refuses an active condition without words, and a condition listed twice', () => {
    const rows = synonyms.filter((row) => row.slug !== 'zika');
    expect(check(rows)).toEqual(['the active condition zika has no search words']);
    const twice = [...synonyms, { slug: 'asma', sinonimos: ['broncoespasmo'] }];
    expect(check(twice)).toEqual(['asma has two lists']);
  });

  it('does not ask words of an annulled condition', () => {
    const annulled = symptoms.map((row) => (row.slug === 'zika' ? { ...row, estado: 'ANU' } : row));
    expect(
      check(
        synonyms.filter((row) => row.slug !== 'zika'),
        annulled,
      ),
    ).toEqual([]);
  });
});
