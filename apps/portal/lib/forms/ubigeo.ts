/**
 * Ubigeo (INEI's codes for Peru's places) for the address fields of the portal's forms: how a
 * district is found by what a person types (without caring for case or accents, word starts
 * first), how districts are grouped by provincia and departamento for the native selects, and
 * what the results' live region says. Plain data in, plain data out; `UbigeoField` renders it.
 */

import type { District, PackedDistricts } from './packedDistricts';

export type { District, PackedDistricts } from './packedDistricts';

/** The most options the combobox lists at once (GOV.UK's advice: a short list, type to narrow). */
export const MAX_RESULTS = 20;

const spanish = new Intl.Collator('es');

/** Spanish order (`Áncash` after `Amazonas`, `Ñ` after `N`), for sorting names. */
export function compareSpanish(a: string, b: string): number {
  return spanish.compare(a, b);
}

/**
 * What a search compares: lower case, without accents or tildes (`Breña` → `brena`), anything
 * that is not a letter or digit as one space (`Jesús María`, `jesus-maria` → `jesus maria`).
 */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How an option reads: «Miraflores — Lima, Lima» (district — provincia, departamento). */
export function districtLabel(district: District): string {
  return `${district.nombre} — ${district.provincia}, ${district.departamento}`;
}

interface IndexedDistrict {
  district: District;
  name: string;
  nameWords: string[];
  words: string[];
  text: string;
}

/** Districts prepared once for searching, in Spanish order of name, provincia, departamento. */
export interface DistrictIndex {
  readonly entries: readonly IndexedDistrict[];
}

export function indexDistricts(districts: readonly District[]): DistrictIndex {
  const entries = [...districts].sort(compareDistricts).map((district) => {
    const name = normalise(district.nombre);
    const place = normalise(`${district.provincia} ${district.departamento}`);
    const nameWords = name.split(' ');
    return {
      district,
      name,
      nameWords,
      words: [...nameWords, ...place.split(' ')],
      text: `${name} ${place}`,
    };
  });
  return { entries };
}

function compareDistricts(a: District, b: District): number {
  return (
    compareSpanish(a.nombre, b.nombre) ||
    compareSpanish(a.provincia, b.provincia) ||
    compareSpanish(a.departamento, b.departamento)
  );
}

/**
 * How well a district matches (lower is better), or -1 when it does not:
 * 0 the name is what was typed; 1 the name starts with it; 2 every word typed starts a word of the
 * name («maria» → Jesús María); 3 every word typed starts a word of the name or its places
 * («miraflores arequipa», «callao»); 4 the name contains it («flores»); 5 every word typed is
 * somewhere in the name or its places.
 */
function matchRank(entry: IndexedDistrict, query: string): number {
  if (entry.name === query) return 0;
  if (entry.name.startsWith(query)) return 1;
  const typed = query.split(' ');
  const startsAWord = (words: string[]) =>
    typed.every((part) => words.some((word) => word.startsWith(part)));
  if (startsAWord(entry.nameWords)) return 2;
  if (startsAWord(entry.words)) return 3;
  if (entry.name.includes(query)) return 4;
  if (typed.every((part) => entry.text.includes(part))) return 5;
  return -1;
}

export interface DistrictMatches {
  /** The best matches, at most `limit`, best first (then in Spanish order). */
  districts: District[];
  /** How many districts match in all. */
  total: number;
}

/** The districts that match what was typed; nothing for an empty query. */
export function searchDistricts(
  index: DistrictIndex,
  typed: string,
  limit: number = MAX_RESULTS,
): DistrictMatches {
  const query = normalise(typed);
  if (query === '') return { districts: [], total: 0 };
  const ranked: { rank: number; order: number; district: District }[] = [];
  index.entries.forEach((entry, order) => {
    const rank = matchRank(entry, query);
    if (rank >= 0) ranked.push({ rank, order, district: entry.district });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return { districts: ranked.slice(0, limit).map((match) => match.district), total: ranked.length };
}

/** What the polite live region says once the list changes (Spanish, singular and plural). */
export function resultsStatus(shown: number, total: number): string {
  if (total === 0) return 'No hay resultados';
  if (total === 1) return '1 resultado disponible';
  if (shown >= total) return `${total} resultados disponibles`;
  return `${total} resultados disponibles; se muestran los primeros ${shown}. Escribe más para acotar la lista.`;
}

export interface ProvinciaGroup {
  /** 4 digits: the first four of its districts' codes. */
  code: string;
  nombre: string;
  departamento: string;
  /** In Spanish order. */
  distritos: District[];
}

export interface DepartamentoGroup {
  /** 2 digits: the first two of its districts' codes. */
  code: string;
  nombre: string;
  /** In Spanish order. */
  provincias: ProvinciaGroup[];
}

/**
 * The districts grouped by departamento, then provincia (by their names, as the options show
 * them), each level in Spanish order: what the three native selects list.
 */
export function groupByPlace(districts: readonly District[]): DepartamentoGroup[] {
  const departamentos = new Map<string, DepartamentoGroup>();
  const provincias = new Map<string, ProvinciaGroup>();
  for (const district of [...districts].sort(compareDistricts)) {
    let departamento = departamentos.get(district.departamento);
    if (!departamento) {
      departamento = {
        code: district.id.slice(0, 2),
        nombre: district.departamento,
        provincias: [],
      };
      departamentos.set(district.departamento, departamento);
    }
    // A provincia's name is only unique within its departamento.
    const key = `${district.departamento}\u0000${district.provincia}`;
    let provincia = provincias.get(key);
    if (!provincia) {
      provincia = {
        code: district.id.slice(0, 4),
        nombre: district.provincia,
        departamento: district.departamento,
        distritos: [],
      };
      provincias.set(key, provincia);
      departamento.provincias.push(provincia);
    }
    provincia.distritos.push(district);
  }
  const sorted = [...departamentos.values()].sort((a, b) => compareSpanish(a.nombre, b.nombre));
  for (const departamento of sorted) {
    departamento.provincias.sort((a, b) => compareSpanish(a.nombre, b.nombre));
  }
  return sorted;
}

/**
 * The districts packed for the page's payload (`PackedDistricts`, lib/forms/packedDistricts.ts):
 * by departamento and provincia in the selects' order. On the server, where the form's spec is made.
 */
export function packDistricts(districts: readonly District[]): PackedDistricts {
  return groupByPlace(districts).map((departamento) => [
    departamento.nombre,
    departamento.provincias.map((provincia) => [
      provincia.nombre,
      provincia.distritos.map((district) => `${district.id}${district.nombre}`),
    ]),
  ]);
}
