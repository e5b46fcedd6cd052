/**
 * Open-redirect guard for `redirect` query parameters and the stored `pathToGo` (issue #5).
 * Only same-origin relative paths (`/x?y#z`) pass; anything else becomes "/".
 */

const HOME = '/';
/** A base no real request can have, so anything that resolves off it left the site. */
const PROBE_ORIGIN = 'http://same-origin.invalid';
/** Longer values are not paths a person follows; refusing them keeps the decoding loop cheap. */
const MAX_LENGTH = 2048;
/** C0 controls and DEL: browsers strip tabs and newlines from URLs, so `/\t/evil.com` is `//evil.com`. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

/** True when the text, read by a browser, would start a scheme-relative or backslash URL. */
function leavesOrigin(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\') || hasControl(path);
}

export function sanitizeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return HOME;
  // Must be rooted: `https:evil.com`, `javascript:…` and `evil.com` all fail here.
  if (!value.startsWith('/')) return HOME;
  // Browsers read `\` as `/` in a URL, so `/\evil.com` means `//evil.com`; a real path never needs one.
  if (value.includes('\\') || leavesOrigin(value)) return HOME;

  // Encoded tricks (`/%2F%2Fevil.com`, `/%5Cevil.com`, doubly encoded) are decoded a few times and
  // checked again, since a later layer (router, server) may decode before it navigates.
  let decoded = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return HOME; // malformed escapes are not a path we wrote
    }
    if (next === decoded) break;
    if (leavesOrigin(next)) return HOME;
    decoded = next;
  }

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME;
  // Dot segments can rebuild `//host` (`/.//evil.com`): return the resolved form and check it too.
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return leavesOrigin(resolved) ? HOME : resolved;
}
