/**
 * Reading a request body without trusting its size: shared by the route handlers that take a
 * body (`@vivasalud/auth/server`'s guards, the CSP report endpoint).
 */

export type CappedText = { text: string } | { refused: 'too-large' | 'invalid' };

/**
 * The body as text, reading at most `maxBytes`: refused `too-large` when the declared length or
 * the bytes streamed so far exceed it (the stream is then cancelled, not drained), `invalid` when
 * it is not UTF-8.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<CappedText> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { refused: 'too-large' };
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { refused: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { refused: 'invalid' };
  }
}
