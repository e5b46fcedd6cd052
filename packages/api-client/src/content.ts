import type { Client } from 'openapi-fetch';
import { createApiClient, type ApiClientOptions } from './client';
import type { components, operations, paths } from './generated/content';

export type {
  components as ContentComponents,
  operations as ContentOperations,
  paths as ContentPaths,
};
/** Schemas of content.yaml, by name: `ContentSchema<'ErrorBody'>`. */
export type ContentSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type ContentClient = Client<paths>;

export function createContentClient(options: ApiClientOptions): ContentClient {
  return createApiClient<paths>(options);
}

export { ApiError, isApiError, type ApiErrorCode } from './errors';
