#!/usr/bin/env node
/**
 * `vivasalud-next-start --port 3000`: `next start` for the portal and the campaigns app, with two
 * differences, before Next sees a request: `X-Forwarded-For` is replaced by the client address
 * resolved from the socket and `VIVASALUD_TRUSTED_PROXIES` (see src/server/client-address.ts),
 * and a method Next cannot take (`TRACE`, `CONNECT`, WebDAV's…) is answered 405 with `Allow`
 * (see src/server/methods.ts; issue #26: a `TRACE` was a 500 and a logged TypeError). Before
 * Next starts, the pages another build regenerated are set aside (src/server/route-cache.ts).
 * A page Next cannot render for lack of the content service, with no good copy, is answered 503
 * with `Retry-After` and the service-unavailable screen in its HTML (src/server/unavailable.ts),
 * not Next's 500 with an empty shell. So that this page is compressed like any other, this server
 * compresses the answers (Next's own middleware, with its settings), and the apps' next.config
 * says `compress: false`. Next's own request handling is the one `next start` uses (`next()`'s
 * custom-server entry).
 *
 * Run by Node's type stripping (Node 24): erasable TypeScript only, imports with `.ts`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  compileTrust,
  markClientAddressResolved,
  rewriteForwardedFor,
  trustedProxiesFromEnv,
} from '../src/server/client-address.ts';
import {
  METHOD_NOT_ALLOWED_BODY,
  methodNotAllowedHeaders,
  rawMethodNotAllowed,
  reachesNext,
} from '../src/server/methods.ts';
import { claimRouteCache } from '../src/server/route-cache.ts';
import {
  answerUnavailableInsteadOf500,
  UNAVAILABLE_PAGE,
  unavailablePageFor,
} from '../src/server/unavailable.ts';

interface NextApp {
  prepare(): Promise<void>;
  getRequestHandler(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
}
type CreateNextApp = (options: {
  dev: boolean;
  dir: string;
  port: number;
  hostname?: string;
}) => NextApp;

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`vivasalud-next-start: invalid port ${values.port ?? process.env.PORT}`);
}
const hostname = values.hostname;
// Fails fast on a mistyped proxy list rather than trusting the wrong addresses.
const trust = compileTrust(trustedProxiesFromEnv(process.env));

// Next is the app's dependency, not this package's: resolve it from the app (the cwd).
(process.env as Record<string, string>).NODE_ENV ??= 'production';
const dir = process.cwd();
// Another build's regenerated pages (a Turborepo cache restore over the old `.next`) are not served.
if (claimRouteCache(join(dir, '.next')) === 'cleared') {
  console.log(
    'vivasalud-next-start: emptied the pages another build regenerated (.next/server/route-cache)',
  );
}
const requireFromApp = createRequire(join(dir, 'package.json'));
const next = requireFromApp('next') as CreateNextApp;
const app = next({ dev: false, dir, port, ...(hostname ? { hostname } : {}) });
await app.prepare();
const handle = app.getRequestHandler();
markClientAddressResolved();

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compress = (requireFromApp('next/dist/compiled/compression') as () => Middleware)();
// On a client that leaves early the middleware never ends its zlib stream (Next's own fix).
const { releaseCompressionStream } = requireFromApp(
  'next/dist/server/lib/release-compression-stream',
) as { releaseCompressionStream: (response: ServerResponse) => void };
// The screen the build prerendered (the portal's; an app without one keeps Next's 500).
let unavailable: string | undefined;
try {
  unavailable = readFileSync(
    join(dir, '.next', 'server', 'app', `${UNAVAILABLE_PAGE}.html`),
    'utf8',
  );
} catch {
  unavailable = undefined;
}
const unavailablePage = unavailable
  ? (address: string) => unavailablePageFor(unavailable, address)
  : () => undefined;

const server = createServer((request, response) => {
  if (!reachesNext(request.method)) {
    response.writeHead(405, methodNotAllowedHeaders());
    response.end(request.method === 'HEAD' ? undefined : METHOD_NOT_ALLOWED_BODY);
    return;
  }
  rewriteForwardedFor(request, trust);
  compress(request, response, () => {
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
    answerUnavailableInsteadOf500(request, response, unavailablePage);
    void handle(request, response);
  });
});
// `CONNECT` never reaches the request handler: without this Node drops the connection unanswered.
server.on('connect', (_request, socket) => {
  socket.end(rawMethodNotAllowed());
});
server.listen(port, hostname, () => {
  console.log(`▲ Next.js ready on http://${hostname ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
