import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/**
 * Who is the client? Only the server that accepted the TCP connection knows its address, and a
 * Next route handler never sees the socket: Next fills `X-Forwarded-For` from the socket only
 * when the request has none, so under plain `next start` the client writes the address the
 * handlers read. The apps therefore start through `vivasalud-next-start` (bin/next-start.ts),
 * which rewrites the header from the socket before Next sees the request and marks the process;
 * the handlers forward an address only in a marked process.
 *
 * Which entries of `X-Forwarded-For` count is Express's `trust proxy` rule (the same library,
 * `@fastify/proxy-addr`, that the identity service's `TRUST_PROXY` uses): walk from the socket
 * address leftwards while the address is a trusted proxy; the first untrusted one is the client.
 * Trusting none (the default) means the socket address, whatever the header says.
 */

export const TRUSTED_PROXIES_ENV = 'VIVASALUD_TRUSTED_PROXIES';

type Env = Readonly<Record<string, string | undefined>>;
type Trust = (address: string, hop: number) => boolean;
type Connection = Pick<IncomingMessage, 'headers' | 'socket'>;

/**
 * `VIVASALUD_TRUSTED_PROXIES`: the proxies in front of the app, comma separated — addresses,
 * CIDR ranges (`10.0.0.0/8`) or the names `loopback`, `linklocal`, `uniquelocal`. Unset or
 * empty: none.
 */
export function trustedProxiesFromEnv(env: Env): string[] {
  return (env[TRUSTED_PROXIES_ENV] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The trust test of a list; throws on an entry that is not an address, range or name. */
export function compileTrust(proxies: readonly string[]): Trust {
  return proxies.length === 0 ? () => false : proxyaddr.compile([...proxies]);
}

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the first
 * untrusted entry of `X-Forwarded-For` counting from the right. Undefined when the socket is
 * already closed.
 */
export function resolveClientAddress(request: Connection, trust: Trust): string | undefined {
  if (!request.socket?.remoteAddress) return undefined;
  return proxyaddr(request as IncomingMessage, trust);
}

/**
 * Replaces `X-Forwarded-For` with the one resolved client address (or removes it), so that
 * everything after the server (Next, the route handlers) reads an address nobody could write.
 */
export function rewriteForwardedFor(request: Connection, trust: Trust): void {
  const address = resolveClientAddress(request, trust);
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
}

/** Set on `globalThis` by `vivasalud-next-start` once it rewrites every request's header. */
const RESOLVED = Symbol.for('vivasalud.client-address-resolved');

export function markClientAddressResolved(value = true): void {
  (globalThis as Record<symbol, unknown>)[RESOLVED] = value;
}

/** Whether this process's server wrote `X-Forwarded-For` (false under plain `next start/dev`). */
export function isClientAddressResolved(): boolean {
  return (globalThis as Record<symbol, unknown>)[RESOLVED] === true;
}
