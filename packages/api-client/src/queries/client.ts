/**
 * `@vivasalud/api-client/queries/client`: what every resource's queries share — the QueryClient
 * with the spec's defaults, the retry policies and the empty fallbacks of spec §8. Each resource
 * has its own subpath (`@vivasalud/api-client/queries/catalog`, …), so a page loads the factories
 * it uses and no others.
 */
export { orEmpty } from './fallbacks';
export {
  createQueryClient,
  logQueryError,
  noRetry,
  retryUpToTwiceExceptNotFound,
} from './policies';
