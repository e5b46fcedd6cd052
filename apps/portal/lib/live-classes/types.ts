import type { ContentSchema } from '@vivasalud/api-client/content';

/** A live class as the service lists it (the catalog, the home page's upcoming classes). */
export type LiveClass = ContentSchema<'LiveClass'>;
