import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { answerHandling, type AnswerHandlingOptions } from './middleware';

export interface ApiClientOptions extends AnswerHandlingOptions {
  /** Base URL of the API (from `resolveHosts` of @vivasalud/config/hosts). */
  baseUrl: string;
  /** Headers sent with every call (e.g. a server-side bearer). */
  headers?: ClientOptions['headers'];
  /** A fetch of your own (tests, Next's extended fetch). Defaults to the global fetch. */
  fetch?: ClientOptions['fetch'];
}

/**
 * A typed openapi-fetch client with the spec §7/§8 answer handling installed: every failure
 * reaches the caller as an `ApiError`, so `data` is always the success body.
 */
// openapi-fetch constrains `Paths` to `{}`; generated `paths` interfaces satisfy it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function createApiClient<Paths extends {}>({
  baseUrl,
  headers,
  fetch,
  onUnauthorized,
}: ApiClientOptions): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl,
    ...(headers ? { headers } : {}),
    // Look the global fetch up per call, not once: Next and MSW replace it after start-up.
    fetch: fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(answerHandling(onUnauthorized ? { onUnauthorized } : {}));
  return client;
}
