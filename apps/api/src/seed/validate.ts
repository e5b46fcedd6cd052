import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contractValidator } from '../contract';
import { withMediaUrls } from '../content/media';
import { DOCUMENT_COLLECTIONS, type DocumentCollection, SEED_SCHEMAS, TABLES } from './registry';

export interface SeedProblem {
  file: string;
  where: string;
  message: string;
}

const MEDIA = /^\/media\/([\w.-]+)$/;

/** Checks every seed file against its schema and every `/media/...` path against the media folder. */
export function validateSeed(seedDir: string, mediaDir: string): SeedProblem[] {
  const { compile } = contractValidator('content', SEED_SCHEMAS);
  const problems: SeedProblem[] = [];
  const media = new Set(existsSync(mediaDir) ? readdirSync(mediaDir) : []);

  const check = (file: string, where: string, schema: string, value: unknown) => {
    const validate = compile(schema);
    // Media paths become absolute URLs in answers: validate the value as it will be served.
    if (!validate(withMediaUrls(value, 'http://localhost:4000'))) {
      for (const error of validate.errors ?? []) {
        problems.push({
          file,
          where: `${where}${error.instancePath}`,
          message: `${error.message} (${schema})`,
        });
      }
    }
    walkStrings(value, (text, path) => {
      const match = MEDIA.exec(text);
      if (text.startsWith('/media/') && (!match || !media.has(match[1]!))) {
        problems.push({ file, where: `${where}${path}`, message: `missing media file ${text}` });
      }
    });
  };

  for (const [collection, spec] of Object.entries(DOCUMENT_COLLECTIONS) as [
    string,
    DocumentCollection,
  ][]) {
    const file = `documents/${collection}.yaml`;
    const data = readYaml(join(seedDir, file));
    if (!data || typeof data !== 'object') {
      problems.push({ file, where: '', message: 'missing or not a map' });
      continue;
    }
    if ('keys' in spec) {
      for (const [key, schema] of Object.entries(spec.keys)) {
        if (!(key in data)) problems.push({ file, where: key, message: 'missing key' });
        else check(file, key, schema, (data as Record<string, unknown>)[key]);
      }
    } else {
      for (const [key, value] of Object.entries(data)) check(file, key, spec.each, value);
    }
  }

  const labels = categoryLabels(seedDir, problems);
  for (const [table, spec] of Object.entries(TABLES)) {
    const file = `tables/${table}.yaml`;
    const rows = readYaml(join(seedDir, file));
    if (!Array.isArray(rows)) {
      problems.push({ file, where: '', message: 'missing or not a list' });
      continue;
    }
    rows.forEach((value, index) => {
      if (!('categorized' in spec)) return check(file, `[${index}]`, spec.row, value);
      // Served with the label of its category: checked the same way.
      const category = (value as { category?: unknown } | null)?.category;
      const label = typeof category === 'string' ? labels.get(category) : undefined;
      if (label === undefined) {
        problems.push({
          file,
          where: `[${index}]/category`,
          message: `category ${JSON.stringify(category)} has no label in tables/categories.yaml`,
        });
      }
      check(file, `[${index}]`, spec.row, { ...(value as object), category_label: label ?? '' });
    });
  }
  return problems;
}

/** slug → label of `tables/categories.yaml` (a slug listed twice is a problem). */
function categoryLabels(seedDir: string, problems: SeedProblem[]): Map<string, string> {
  const rows = readYaml(join(seedDir, 'tables/categories.yaml'));
  const labels = new Map<string, string>();
  if (!Array.isArray(rows)) return labels;
  rows.forEach((row: { slug?: unknown; label?: unknown } | null, index) => {
    if (typeof row?.slug !== 'string' || typeof row.label !== 'string') return;
    if (labels.has(row.slug)) {
      problems.push({
        file: 'tables/categories.yaml',
        where: `[${index}]/slug`,
        message: `category ${row.slug} is listed twice`,
      });
    }
    labels.set(row.slug, row.label);
  });
  return labels;
}

function readYaml(path: string): unknown {
  return existsSync(path) ? parse(readFileSync(path, 'utf8')) : undefined;
}

function walkStrings(value: unknown, visit: (text: string, path: string) => void, path = ''): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    value.forEach((item, i) => walkStrings(item, visit, `${path}/${i}`));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, `${path}/${key}`);
  }
}
