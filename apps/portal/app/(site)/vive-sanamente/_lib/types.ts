import type { ContentSchema } from '@vivasalud/api-client/content';

export type Publication = ContentSchema<'Publication'>;
export type PublicationType = ContentSchema<'PublicationType'>;
export type PublicationFilterCatalog = ContentSchema<'PublicationFilterCatalog'>;
export type PublicationSection = ContentSchema<'PublicationSection'>;

/** The library's path. */
export const LIBRARY_PATH = '/vive-sanamente';

/** What the library says of one publication type, and where its pages are. */
export interface TypeInfo {
  /** The service's value (`paramTipoPublicacion`, `Publication.type`). */
  type: PublicationType;
  /** The type's pages (`/vive-sanamente/lecturas`): its list, `<slug>` and `detail`. */
  path: string;
  /** «lectura» / «lecturas», as a list counts them. */
  one: string;
  many: string;
}

/** The four publication types, in the order the library shows them (spec §2). */
export const TYPES: readonly TypeInfo[] = [
  {
    type: 'lectura',
    path: `${LIBRARY_PATH}/lecturas`,
    one: 'lectura',
    many: 'lecturas',
  },
  {
    type: 'video',
    path: `${LIBRARY_PATH}/videos`,
    one: 'video',
    many: 'videos',
  },
  {
    type: 'podcast',
    path: `${LIBRARY_PATH}/podcasts`,
    one: 'podcast',
    many: 'podcasts',
  },
  {
    type: 'infografia',
    path: `${LIBRARY_PATH}/infografias`,
    one: 'infografía',
    many: 'infografías',
  },
];

/** The type of a service value; throws for a value the contract does not have. */
export function typeInfo(type: PublicationType): TypeInfo {
  const info = TYPES.find((entry) => entry.type === type);
  if (!info) throw new Error(`Unknown publication type ${type}`);
  return info;
}

/** A type's name with a capital («Lectura»), as a card's tag says it. */
export const typeTag = (type: PublicationType) => {
  const { one } = typeInfo(type);
  return one.charAt(0).toUpperCase() + one.slice(1);
};

/** A publication's own page (`/vive-sanamente/videos/<slug>`). */
export const publicationHref = (publication: Pick<Publication, 'type' | 'slug'>) =>
  `${typeInfo(publication.type).path}/${publication.slug}`;
