// Timing of the enumeration-safe answers (issue #16, ASVS 6.3.8). A measurement, not a test:
//   pnpm --filter @vivasalud/api exec tsx scripts/enumeration-timing.ts [N]
// Starts the identity service in a child process (PGlite in memory, test environment, limits
// raised so no 429 interferes; its own event loop, so work done after an answer cannot hold up
// this process reading it) on a free port of 127.0.0.1, then sends over HTTP, in a random
// order, N recover-password requests for documents with an account and N for documents without,
// and N sign-ups of registered documents and N of new ones; prints the median, p10 and p90 of
// each, and the difference of the medians. Sign-ups of registered documents each use a document
// of their own (the owner's notice is sent at most once per account per 15 minutes).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS, type IdentityLimits } from '../src/identity/limits';
import { createTestUser, identityTestApp, testDatabase } from '../src/identity/testing';

const serving = process.argv[2] === '--serve';
const N = Number((serving ? process.argv[3] : process.argv[2]) ?? process.env.N ?? 200);
const knownDocument = (i: number) => String(75_000_000 + i);

/** The child: the service with N accounts (documents 75000000…), its port sent to the parent. */
async function serve() {
  const roomy = { max: 1_000_000, windowSeconds: 900 };
  const limits: Partial<IdentityLimits> = {
    recoverPerAddress: roomy,
    recoverPerDocument: roomy,
    signupPerAddress: roomy,
    signupPerDocument: roomy,
    codes: { ...DEFAULT_LIMITS.codes, sendsPerUser: roomy },
  };

  const database = await testDatabase();
  const app = await identityTestApp(database, { limits });
  for (let i = 0; i < N; i++)
    await createTestUser(database.db, {
      documentNumber: knownDocument(i),
      password: 'Huascaran-6768',
    });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.send!({ port: address.port });
  process.on('disconnect', () => {
    void app.close().then(() => database.close());
  });
}

if (serving) {
  await serve();
} else {
  await measure();
}

async function measure() {
  const child = fork(process.argv[1]!, ['--serve', String(N)], { execArgv: process.execArgv });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  const base = `http://127.0.0.1:${message.port}/identity`;
  const known = Array.from({ length: N }, (_, i) => knownDocument(i));

  async function timed(path: string, body: object): Promise<number> {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    const ms = performance.now() - start;
    if (response.status >= 500 || response.status === 429)
      throw new Error(`${path} answered ${response.status}`);
    return ms;
  }

  const signupBody = (documentNumber: string, i: number) => ({
    document_type: 'DNI',
    document_number: documentNumber,
    email: `medicion.${documentNumber}.${i}@correo.pe`,
    name: 'Medición',
    last_name: 'Prueba',
    phone: '+51912345678',
    password: 'Titicaca-3812',
    is_terms_conditions_accepted: true,
    is_additional_clauses_accepted: false,
    device: `device-timing-${i}`,
    channel: 'mail',
  });

  type Kind = 'recover:known' | 'recover:unknown' | 'signup:registered' | 'signup:new';
  const runs: { kind: Kind; i: number }[] = [];
  for (let i = 0; i < N; i++) {
    for (const kind of [
      'recover:known',
      'recover:unknown',
      'signup:registered',
      'signup:new',
    ] as const)
      runs.push({ kind, i });
  }
  // Random order, so neither side always runs after the other (or after the other's mail).
  for (let i = runs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [runs[i], runs[j]] = [runs[j]!, runs[i]!];
  }

  // Warm-up (JIT, argon2, prepared statements), not counted.
  for (let i = 0; i < 10; i++) {
    await timed('/auth/recover-password', { documentType: 'DNI', document: known[0] });
    await timed('/auth/recover-password', { documentType: 'DNI', document: '79000000' });
  }

  const samples: Record<Kind, number[]> = {
    'recover:known': [],
    'recover:unknown': [],
    'signup:registered': [],
    'signup:new': [],
  };
  for (const { kind, i } of runs) {
    const ms =
      kind === 'recover:known'
        ? await timed('/auth/recover-password', { documentType: 'DNI', document: known[i] })
        : kind === 'recover:unknown'
          ? await timed('/auth/recover-password', {
              documentType: 'DNI',
              document: String(76_000_000 + i),
            })
          : kind === 'signup:registered'
            ? await timed('/auth/signup', signupBody(known[i]!, i))
            : await timed('/auth/signup', signupBody(String(77_000_000 + i), i));
    samples[kind].push(ms);
  }

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const row = (kind: Kind) => {
    const values = samples[kind];
    return `${kind.padEnd(18)} median ${quantile(values, 0.5).toFixed(2).padStart(7)} ms   p10 ${quantile(values, 0.1).toFixed(2).padStart(7)} ms   p90 ${quantile(values, 0.9).toFixed(2).padStart(7)} ms`;
  };
  const delta = (a: Kind, b: Kind) =>
    (quantile(samples[a], 0.5) - quantile(samples[b], 0.5)).toFixed(2);

  console.log(`N = ${N} requests of each kind, random order, over HTTP on 127.0.0.1`);
  for (const kind of Object.keys(samples) as Kind[]) console.log(row(kind));
  console.log(
    `recover: median(known) - median(unknown) = ${delta('recover:known', 'recover:unknown')} ms`,
  );
  console.log(
    `signup:  median(registered) - median(new) = ${delta('signup:registered', 'signup:new')} ms`,
  );

  child.disconnect();
}
