import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A throw-away Redis for a test file: Debian's `redis-server` (scripts/test installs it) on a free
 * local port, without persistence; stopped (killed) and started again on the same port to test
 * what happens while it is away.
 */
export class TestRedis {
  #process: ChildProcess | undefined;
  constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
      server.on('error', reject);
    });
    const redis = new TestRedis(port);
    await redis.start();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.#process = child;
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) =>
        reject(
          new Error(`redis-server could not start (scripts/test installs it): ${error.message}`),
        ),
      );
    });
  }

  async stop() {
    const child = this.#process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** Waits until `condition` holds (10 s at most). */
export async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
