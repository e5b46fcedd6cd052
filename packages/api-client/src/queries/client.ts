/**
 * `@vivasalud/api-client/queries/client`: what every resource's queries share — the QueryClient
 * with the spec's defaults, and the retry policies (what a failure means is the caller's choice: a page's required or
 * optional read). Each resource
 * has its own subpath (`@vivasalud/api-client/queries/catalog`, …), so a page loads the factories
 * it uses and no others.
 */
export {
  createQueryClient,
  logQueryError,
  noRetry,
  retryUpToTwiceExceptNotFound,
} from './policies';
