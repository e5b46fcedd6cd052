import type { Client } from 'openapi-fetch';
import { createApiClient, type ApiClientOptions } from './client';
import type { components, operations, paths } from './generated/site';

export type { components as SiteComponents, operations as SiteOperations, paths as SitePaths };
/** Schemas of site.yaml, by name: `SiteSchema<'ErrorBody'>`. */
export type SiteSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type SiteClient = Client<paths>;

export function createSiteClient(options: ApiClientOptions): SiteClient {
  return createApiClient<paths>(options);
}
