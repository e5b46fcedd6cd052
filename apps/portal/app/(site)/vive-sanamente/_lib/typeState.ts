import { atom } from 'jotai';
import type { PublicationType } from './types';

/**
 * The publication type the library shows (spec §3: «a publication-type value is held in shared
 * state, string, initially empty»): `''` on the whole library, a type on its page. The type
 * navigation sets it as soon as a type is chosen, so the choice shows while its page comes, and
 * each page sets it to its own type when it renders (Back included).
 */
export const publicationTypeAtom = atom<PublicationType | ''>('');
