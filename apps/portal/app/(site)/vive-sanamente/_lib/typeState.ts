import { atom } from 'jotai';
import type { PublicationType } from './types';

/**
 * The publication type chosen in the library (spec §3: «a publication-type value is held in shared
 * state, initially empty»): `''` for the whole library, a type for its page, `null` while nobody
 * chose (the page shown says which it is). The type navigation sets it on a choice, so the choice
 * shows while its page comes; each page clears it when it goes. Only the browser writes it (an
 * event, an effect), so the server's default store stays empty for every request.
 */
export const publicationTypeAtom = atom<PublicationType | '' | null>(null);
