import type { Client } from 'openapi-fetch';
import { createApiClient, type ApiClientOptions } from './client';
import type { components, operations, paths } from './generated/identity';

export type {
  components as IdentityComponents,
  operations as IdentityOperations,
  paths as IdentityPaths,
};
/** Schemas of identity.yaml, by name: `IdentitySchema<'ErrorBody'>`. */
export type IdentitySchema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type IdentityClient = Client<paths>;

export function createIdentityClient(options: ApiClientOptions): IdentityClient {
  return createApiClient<paths>(options);
}

export { ApiError, isApiError, type ApiErrorCode } from './errors';
