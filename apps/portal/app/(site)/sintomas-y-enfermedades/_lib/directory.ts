/**
 * The symptoms and diseases directory (issue #31) in the address (DESIGN.md, "URL is the state"):
 *
 *   /sintomas-y-enfermedades            the A–Z index, the most searched, the topics
 *   /sintomas-y-enfermedades?letra=D    the conditions under a letter (Ñ is a letter of its own)
 *   /sintomas-y-enfermedades?q=presion  what the service's search answers for what was typed
 *   /sintomas-y-enfermedades?tema=asma  what carries a frequent topic (the search by tag)
 *
 * What the address holds that the directory does not take is dropped with a Spanish notice
 * (never repeating what was typed); nothing reaches the service unchecked.
 */
import { routeLabel, type SearchParams } from '@/lib/routes';

export const DIRECTORY_PATH = '/sintomas-y-enfermedades';
/** The directory's name, from the manifest. */
export const DIRECTORY_NAME = routeLabel(DIRECTORY_PATH);
export const QUERY_PARAM = 'q';
export const LETTER_PARAM = 'letra';
export const TAG_PARAM = 'tema';

/** A search tag as the service writes them (`hipertension`, `ah1n1`). */
export const TAG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** How many frequent topics the index offers. */
export const TOPICS_SHOWN = 8;

/** The longest query the service takes (`buscarSintomasEnfermedades?q=`, 1–100 characters). */
export const QUERY_MAX = 100;

/**
 * A condition's name is shown in «Lo más buscado» only from this many searches on: a rare search
 * (a sensitive condition a few people looked for) never tells others what someone searched.
 */
export const MOST_SEARCHED_MIN = 50;
/** How many of the most searched are shown. */
export const MOST_SEARCHED_SHOWN = 6;

/** The Spanish alphabet of the index, in order: Ñ after N, its own letter (RAE, NHS's A–Z). */
export const LETTERS = [
  ...'ABCDEFGHIJKLMN',
  'Ñ',
  ...'OPQRSTUVWXYZ',
] as const satisfies readonly string[];
export type Letter = (typeof LETTERS)[number];

/** Spanish order: accents do not count (Ábaco with A), Ñ sorts after N. */
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
export const compareSpanish = (a: string, b: string) => collator.compare(a, b);

/**
 * The index letter of a name: its first letter, upper case, without its accent (Úlcera → U) —
 * except Ñ, a letter of its own; `null` when it starts with no letter of the alphabet (a digit).
 */
export function letterOf(name: string): Letter | null {
  const first = name.trim().charAt(0).toLocaleUpperCase('es');
  if (first === 'Ñ') return 'Ñ';
  const base = first.normalize('NFD').replace(/\p{M}/gu, '');
  return (LETTERS as readonly string[]).includes(base) ? (base as Letter) : null;
}

/** A letter typed in the address (`d`, `Ñ`, `%C3%B1`) as an index letter, or `null`. */
export function readLetter(value: string): Letter | null {
  const upper = value.trim().toLocaleUpperCase('es');
  return (LETTERS as readonly string[]).includes(upper) ? (upper as Letter) : null;
}

/** A directory entry as the index needs it. */
export interface IndexEntry {
  slug: string;
  nombre: string;
}

/**
 * The index: every letter of the alphabet with its entries, sorted with the Spanish collation (a
 * letter without entries is there, empty: the page shows it, not linked). Entries starting with
 * no letter are left out (none today).
 */
export function letterIndex<T extends IndexEntry>(entries: readonly T[]): Map<Letter, T[]> {
  const index = new Map<Letter, T[]>(LETTERS.map((letter) => [letter, []]));
  for (const entry of [...entries].sort((a, b) => compareSpanish(a.nombre, b.nombre))) {
    const letter = letterOf(entry.nombre);
    if (letter) index.get(letter)!.push(entry);
  }
  return index;
}

/** What the directory shows: the index, a letter's list, a search's or a topic's results. */
export interface DirectoryState {
  letter: Letter | null;
  /** The query, trimmed and at most `QUERY_MAX` characters; `null` when none. */
  query: string | null;
  /** A topic (search tag) of the address, well formed (whether the service has it is its say). */
  tag: string | null;
}

export type DirectoryProblem = 'letra-invalida' | 'busqueda-larga' | 'tema-desconocido';

const values = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : [value].flat();

/**
 * The state of an address. A query wins over a topic, a topic over a letter (the search box sends
 * only `q`); an empty query is none; a query longer than the service takes is cut (with a
 * notice); a letter that is not one of the alphabet's, or a topic that is not a tag, is dropped
 * (with a notice).
 */
export function readDirectoryState(params: SearchParams): {
  state: DirectoryState;
  problems: DirectoryProblem[];
} {
  const problems: DirectoryProblem[] = [];
  const typed = values(params[QUERY_PARAM])
    .map((value) => value.trim())
    .find((value) => value !== '');
  let query: string | null = null;
  if (typed !== undefined) {
    const characters = [...typed];
    if (characters.length > QUERY_MAX) problems.push('busqueda-larga');
    query = characters.slice(0, QUERY_MAX).join('').trim();
  }
  let letter: Letter | null = null;
  const letterValues = values(params[LETTER_PARAM]).filter((value) => value.trim() !== '');
  if (letterValues.length > 0) {
    letter = letterValues.length === 1 ? readLetter(letterValues[0]!) : null;
    if (letter === null) problems.push('letra-invalida');
  }
  let tag: string | null = null;
  const tagValues = values(params[TAG_PARAM]).filter((value) => value.trim() !== '');
  if (tagValues.length > 0) {
    const value = tagValues.length === 1 ? tagValues[0]!.trim() : '';
    if (TAG.test(value)) tag = value;
    else problems.push('tema-desconocido');
  }
  return {
    state: {
      letter: query || tag ? null : letter,
      query,
      tag: query ? null : tag,
    },
    problems,
  };
}

/** The address of a state. */
export function directoryHref(state: Partial<DirectoryState>): string {
  if (state.query) return `${DIRECTORY_PATH}?${QUERY_PARAM}=${encodeURIComponent(state.query)}`;
  if (state.tag) return `${DIRECTORY_PATH}?${TAG_PARAM}=${encodeURIComponent(state.tag)}`;
  if (state.letter) return `${DIRECTORY_PATH}?${LETTER_PARAM}=${encodeURIComponent(state.letter)}`;
  return DIRECTORY_PATH;
}

/** A notice about the address, in Spanish, never repeating what was typed. */
export function problemText(problem: DirectoryProblem): string {
  switch (problem) {
    case 'letra-invalida':
      return 'La letra de la dirección no es una letra del abecedario: te mostramos el índice completo.';
    case 'busqueda-larga':
      return `Tu búsqueda era muy larga: buscamos sus primeros ${QUERY_MAX} caracteres.`;
    case 'tema-desconocido':
      return 'No encontramos el tema de la dirección: te mostramos el índice completo.';
  }
}

/**
 * The frequent topics: the tags searched at least `MOST_SEARCHED_MIN` times, most searched first
 * (equal counts by name), at most `TOPICS_SHOWN` — a rare, telling search is never offered.
 */
export function frequentTopics<T extends { nombre: string; totalMasBuscado: number }>(
  tags: readonly T[],
  { min = MOST_SEARCHED_MIN, shown = TOPICS_SHOWN } = {},
): T[] {
  return tags
    .filter((tag) => tag.totalMasBuscado >= min)
    .sort((a, b) => b.totalMasBuscado - a.totalMasBuscado || compareSpanish(a.nombre, b.nombre))
    .slice(0, shown);
}

/**
 * «Lo más buscado»: the entries searched at least `MOST_SEARCHED_MIN` times, most searched first
 * (equal counts by name), at most `MOST_SEARCHED_SHOWN`.
 */
export function mostSearched<T extends IndexEntry & { masBuscado: number }>(
  entries: readonly T[],
  { min = MOST_SEARCHED_MIN, shown = MOST_SEARCHED_SHOWN } = {},
): T[] {
  return entries
    .filter((entry) => entry.masBuscado >= min)
    .sort((a, b) => b.masBuscado - a.masBuscado || compareSpanish(a.nombre, b.nombre))
    .slice(0, shown);
}
