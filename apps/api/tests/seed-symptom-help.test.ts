import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../src/db/client';
import { MEDIA_DIR, SEED_DIR } from '../src/paths';
import { symptomRows } from '../src/seed/derived';
import { seedDatabase } from '../src/seed/load';
import {
  checkSymptomHelp,
  helpInDescription,
  type SeedProblem,
  validateSeed,
} from '../src/seed/validate';

/** The conditions' «when to get help», review and mini-manuals as the seed writes them (issue #31). */
interface Row {
  slug: string;
  estado: string;
  descripcion: string;
  cuandoBuscarAyuda: { urgente: string[]; emergencia: string[] };
  revision: { revisadoEl: string; proximaRevision: string };
  miniManuales?: string[];
}
const read = (file: string) => parse(readFileSync(join(SEED_DIR, file), 'utf8')) as unknown;
const symptoms = read('tables/symptoms.yaml') as Row[];
const manuals = read('documents/mini-manual.yaml') as Record<string, { slug: string }>;

const problemsOf = (check: (problems: SeedProblem[]) => void) => {
  const problems: SeedProblem[] = [];
  check(problems);
  return problems.map((problem) => `${problem.where}: ${problem.message}`);
};

describe('when to get help (cuandoBuscarAyuda)', () => {
  it('gives every active condition 2 to 6 urgent signs and 2 to 6 emergency signs', () => {
    const active = symptoms.filter((row) => row.estado === 'ACT');
    expect(active).toHaveLength(25);
    for (const row of active) {
      for (const list of [row.cuandoBuscarAyuda.urgente, row.cuandoBuscarAyuda.emergencia]) {
        expect(list.length, row.slug).toBeGreaterThanOrEqual(2);
        expect(list.length, row.slug).toBeLessThanOrEqual(6);
      }
    }
    expect(problemsOf((problems) => checkSymptomHelp(symptoms, problems))).toEqual([]);
  });

  it('is no longer said in any description', () => {
    for (const row of symptoms) {
      expect(helpInDescription(row.descripcion), row.slug).toBeUndefined();
      expect(row.descripcion, row.slug).not.toMatch(/¿Cuándo|alarma|Acude de inmediato/);
    }
  });

  it.each([
    ['<h2>¿Cuándo acudir?</h2><p>Pronto.</p>', '<h2>¿Cuándo acudir?</h2>'],
    ['<h2>Señales de alarma</h2>', '<h2>Señales de alarma</h2>'],
    ['<h2>¿Qué hacer si sospechas sarampión?</h2>', '<h2>¿Qué hacer si sospechas sarampión?</h2>'],
    ['<p>Acude a emergencia si…</p>', 'emergencia'],
    ['<p>Consulta de inmediato.</p>', 'de inmediato'],
    ['<h2>Síntomas</h2><p>Fiebre.</p><h2>Prevención</h2>', undefined],
  ])('finds the help in %j: %j', (html, found) => {
    expect(helpInDescription(html)).toBe(found);
  });

  it('refuses a condition without emergency signs, HTML in a sign, or the help in its description', () => {
    const [first] = symptoms as [Row];
    const spoiled = {
      ...first,
      descripcion: `${first.descripcion}<h2>¿Cuándo acudir?</h2><p>Ya.</p>`,
      cuandoBuscarAyuda: { urgente: ['<strong>Fiebre</strong>.', 'Tos.'], emergencia: [] },
      revision: { ...first.revision, proximaRevision: '2030-01-01' },
    };
    expect(problemsOf((problems) => checkSymptomHelp([spoiled], problems))).toEqual([
      '[0]/cuandoBuscarAyuda/urgente/0: a plain sentence: a capital letter first, a full stop last, no HTML',
      '[0]/cuandoBuscarAyuda/emergencia: has 0 items: 2 to 6',
      '[0]/descripcion: says when to get help («<h2>¿Cuándo acudir?</h2>»): that is cuandoBuscarAyuda',
      '[0]/revision/proximaRevision: the next review is due 12 months after the last one',
    ]);
  });

  it('dates every review in 2026, the next one 12 months later', () => {
    for (const row of symptoms) {
      expect(row.revision.revisadoEl, row.slug).toMatch(/^2026-/);
      expect(row.revision.proximaRevision, row.slug).toBe(
        row.revision.revisadoEl.replace(/^2026/, '2027'),
      );
    }
  });
});

describe('the mini-manuals a condition goes with', () => {
  it('name only mini-manuals of documents/mini-manual.yaml', () => {
    const slugs = new Set(Object.values(manuals).map((manual) => manual.slug));
    const linked = symptoms.flatMap((row) => row.miniManuales ?? []);
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) expect(slugs).toContain(slug);
    expect(symptomRows(SEED_DIR).find((row) => row.body.slug === 'hipertension-arterial')).toEqual(
      expect.objectContaining({ miniManuals: ['como-tomar-tu-presion-arterial-en-casa'] }),
    );
  });

  describe('an unknown mini-manual', () => {
    const copy = mkdtempSync(join(tmpdir(), 'vivasalud-seed-'));
    cpSync(SEED_DIR, copy, { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const file = join(copy, 'tables/symptoms.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '    - como-tomar-tu-presion-arterial-en-casa\n',
        '    - como-tomar-tu-presion-arterial-en-casa\n    - dieta-milagrosa\n',
      ),
    );
    const message = 'mini-manual "dieta-milagrosa" is not in documents/mini-manual.yaml';

    it('fails the seed check', () => {
      expect(validateSeed(copy, MEDIA_DIR)).toEqual([
        expect.objectContaining({ file: 'tables/symptoms.yaml', message }),
      ]);
    });

    it('stops the seed before anything is loaded', async () => {
      // No database is touched: the references are checked first.
      await expect(seedDatabase({} as Database, copy)).rejects.toThrow(message);
    });
  });
});
