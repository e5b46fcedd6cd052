/**
 * Set-up file for the `vmThreads` pool (jsdom created once per worker, each test file in a fresh
 * VM context): the context has what jsdom defines, not all of Node's globals. The WHATWG streams
 * (MSW's interceptors and `Response` bodies use them) come from Node's own implementation.
 */
import * as webStreams from 'node:stream/web';

const missing = globalThis as Record<string, unknown>;
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
  'ByteLengthQueuingStrategy',
  'CountQueuingStrategy',
] as const) {
  missing[name] ??= webStreams[name];
}
