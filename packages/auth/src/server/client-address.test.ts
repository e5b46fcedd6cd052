import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  compileTrust,
  resolveClientAddress,
  rewriteForwardedFor,
  trustedProxiesFromEnv,
} from './client-address';

const connection = (socket: string | undefined, forwardedFor?: string) => ({
  socket: { remoteAddress: socket } as never,
  headers: (forwardedFor === undefined
    ? {}
    : { 'x-forwarded-for': forwardedFor }) as IncomingHttpHeaders,
});

describe('VIVASALUD_TRUSTED_PROXIES', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    [' , ', []],
    ['loopback', ['loopback']],
    [' 10.0.0.0/8 , 192.0.2.10,loopback ', ['10.0.0.0/8', '192.0.2.10', 'loopback']],
  ])('%j → %j', (value, proxies) => {
    expect(trustedProxiesFromEnv({ VIVASALUD_TRUSTED_PROXIES: value })).toEqual(proxies);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', 'localhost', '2001:db8::/129'])(
    'refuses %j at start',
    (entry) => {
      expect(() => compileTrust([entry])).toThrow();
    },
  );
});

describe('the client address (Express `trust proxy` rule)', () => {
  it.each<[string, string[], string | undefined, string | undefined, string | undefined]>([
    // Trusting none (the default): the socket, whatever the client wrote.
    ['no header', [], '203.0.113.9', undefined, '203.0.113.9'],
    ['a forged header', [], '203.0.113.9', '10.88.0.1', '203.0.113.9'],
    ['a forged chain', [], '::ffff:127.0.0.1', '10.88.0.1, 10.88.0.5', '::ffff:127.0.0.1'],
    // A trusted proxy: its rightmost entry, the address the proxy accepted the request from.
    ['behind one proxy', ['loopback'], '127.0.0.1', '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['a proxy that sent no header', ['loopback'], '127.0.0.1', undefined, '127.0.0.1'],
    [
      'behind two proxies',
      ['loopback', '10.0.0.0/8'],
      '127.0.0.1',
      '6.6.6.6, 203.0.113.7, 10.0.0.5',
      '203.0.113.7',
    ],
    // The socket is not a trusted proxy: its header is the client's own.
    ['an untrusted socket', ['loopback'], '198.51.100.4', '10.0.0.1', '198.51.100.4'],
    ['no socket (closed)', [], undefined, '10.0.0.1', undefined],
  ])('%s', (_, proxies, socket, forwardedFor, address) => {
    expect(resolveClientAddress(connection(socket, forwardedFor), compileTrust(proxies))).toBe(
      address,
    );
  });

  it('rewrites the header to the one address, or removes it', () => {
    const forged = connection('203.0.113.9', '10.88.0.1, 10.88.0.5');
    rewriteForwardedFor(forged, compileTrust([]));
    expect(forged.headers['x-forwarded-for']).toBe('203.0.113.9');

    const closed = connection(undefined, '10.88.0.1');
    rewriteForwardedFor(closed, compileTrust([]));
    expect(closed.headers).not.toHaveProperty('x-forwarded-for');
  });
});

describe('a real server rewrites what a client forged', () => {
  it.each<[string, string[], string]>([
    ['trusting none', [], '127.0.0.1'],
    // The test client is on loopback: trusted, so the entry it appended counts.
    ['trusting loopback', ['loopback'], '10.88.0.5'],
  ])('%s', async (_, proxies, expected) => {
    const trust = compileTrust(proxies);
    const server = createServer((request, response) => {
      rewriteForwardedFor(request, trust);
      response.end(request.headers['x-forwarded-for']);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const seen = await new Promise<string>((resolve, reject) => {
        const outgoing = httpRequest(
          { port, host: '127.0.0.1', headers: { 'x-forwarded-for': '10.88.0.1, 10.88.0.5' } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve(body));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
      expect(seen.replace(/^::ffff:/, '')).toBe(expected);
    } finally {
      server.close();
    }
  });
});
