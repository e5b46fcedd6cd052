import { hrefKind, safeHref } from './links';

/**
 * The HTML of the content service (section copy, program descriptions: "sanitized before
 * rendering", content.yaml) as a small tree of allowed elements, for React to render. Nothing of
 * the source reaches the page as markup: text is text, and only these elements survive —
 * paragraphs, lists, bold, italics, line breaks and links with a safe address (links.ts). Other
 * elements are unwrapped (their text kept); scripts, styles, frames and the like are dropped with
 * their content; every attribute but a link's `href` is dropped.
 */

export type RichBlockTag = 'p' | 'ul' | 'ol' | 'li';
export type RichInlineTag = 'strong' | 'em' | 'br';
export type RichTag = RichBlockTag | RichInlineTag | 'a';

export type RichNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: RichBlockTag | RichInlineTag; children: RichNode[] }
  | { type: 'link'; href: string; external: boolean; children: RichNode[] };

type Element = Exclude<RichNode, { type: 'text' }>;
type Parent = Element | { type: 'root'; children: RichNode[] };

const TAG_MAP: Readonly<Record<string, RichTag>> = {
  p: 'p',
  div: 'p',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
  blockquote: 'p',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  br: 'br',
  a: 'a',
};

/** Dropped together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

const BLOCKS = new Set<RichTag>(['p', 'ul', 'ol', 'li']);
const LISTS = new Set<RichTag>(['ul', 'ol']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  iexcl: '¡',
  iquest: '¿',
  laquo: '«',
  raquo: '»',
  ordf: 'ª',
  ordm: 'º',
  deg: '°',
  middot: '·',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  copy: '©',
  reg: '®',
};

/** Decodes character references; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (match, ref) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? match;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Comments, tags (quoted attribute values may hold `>`), doctype and other `<!…>` / `<?…>`. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z](?:"[^"]*"|'[^']*'|[^'">])*>|<[!?][^>]*>/g;
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([\s\S]*?)>$/;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function attributeHref(attributes: string): string | undefined {
  const match = HREF.exec(attributes);
  if (!match) return undefined;
  return safeHref(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
}

interface Token {
  kind: 'text' | 'open' | 'close';
  name: string;
  value: string;
}

function* tokens(html: string): Generator<Token> {
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    if (match.index > last) yield { kind: 'text', name: '', value: html.slice(last, match.index) };
    last = match.index + match[0].length;
    const tag = TAG.exec(match[0]);
    if (!tag) continue; // comment, doctype, processing instruction
    yield { kind: tag[1] ? 'close' : 'open', name: tag[2]!.toLowerCase(), value: tag[3] ?? '' };
  }
  if (last < html.length) yield { kind: 'text', name: '', value: html.slice(last) };
}

function tagOf(node: Parent): string {
  if (node.type === 'root') return '';
  return node.type === 'link' ? 'a' : node.tag;
}

/** Builds the raw tree: allowed elements nested as written, with HTML's implicit closes. */
function buildTree(html: string): RichNode[] {
  const root: Parent = { type: 'root', children: [] };
  const stack: Parent[] = [root];
  const top = () => stack[stack.length - 1]!;
  const popThrough = (index: number) => stack.splice(index);
  const nearest = (predicate: (tag: string) => boolean) => {
    for (let index = stack.length - 1; index > 0; index -= 1) {
      if (predicate(tagOf(stack[index]!))) return index;
    }
    return -1;
  };
  let dropping: string | undefined;

  for (const token of tokens(html)) {
    if (dropping) {
      if (token.kind === 'close' && token.name === dropping) dropping = undefined;
      continue;
    }
    if (token.kind === 'text') {
      const text = decodeEntities(token.value).replace(/[\t\n\f\r ]+/g, ' ');
      if (text) top().children.push({ type: 'text', text });
      continue;
    }
    if (DROPPED.has(token.name)) {
      if (token.kind === 'open' && !token.value.trimEnd().endsWith('/')) dropping = token.name;
      continue;
    }
    let tag = TAG_MAP[token.name];
    if (!tag) continue; // unwrapped: its content stays where it is

    if (token.kind === 'close') {
      const index = nearest((open) => open === tag);
      if (index > 0) popThrough(index);
      continue;
    }

    if (tag === 'br') {
      top().children.push({ type: 'element', tag: 'br', children: [] });
      continue;
    }
    if (tag === 'a') {
      const href = attributeHref(token.value);
      // No nested links, and a link without a safe address is just its text.
      if (!href || nearest((open) => open === 'a') > 0) continue;
      const link: Element = {
        type: 'link',
        href,
        external: hrefKind(href) === 'web',
        children: [],
      };
      top().children.push(link);
      stack.push(link);
      continue;
    }
    if (BLOCKS.has(tag)) {
      // A block closes the open inline elements and paragraph (HTML's implicit `</p>`).
      while (stack.length > 1 && !BLOCKS.has(tagOf(top()) as RichTag)) stack.pop();
      if (tagOf(top()) === 'p') stack.pop();
      if (tag === 'li') {
        const list = nearest((open) => open === 'li' || LISTS.has(open as RichTag));
        if (list > 0 && tagOf(stack[list]!) === 'li') popThrough(list);
        // An item outside a list is a paragraph (a lone `<li>` is invalid and fails axe).
        else if (list < 0) tag = 'p';
      }
    }
    const element: Element = {
      type: 'element',
      tag: tag as RichBlockTag | RichInlineTag,
      children: [],
    };
    top().children.push(element);
    stack.push(element);
  }
  return root.children;
}

const isInline = (node: RichNode) =>
  node.type === 'text' || node.type === 'link' || !BLOCKS.has(node.tag);
const isBlank = (node: RichNode) =>
  (node.type === 'text' && node.text.trim() === '') ||
  (node.type === 'element' && node.tag === 'br');

/** Trims the whitespace at the edges of a run of inline content; drops what ends up empty. */
function trimInline(nodes: RichNode[]): RichNode[] {
  const result = [...nodes];
  while (result.length > 0 && isBlank(result[0]!)) result.shift();
  while (result.length > 0 && isBlank(result[result.length - 1]!)) result.pop();
  const first = result[0];
  if (first?.type === 'text') result[0] = { ...first, text: first.text.trimStart() };
  const lastIndex = result.length - 1;
  const last = result[lastIndex];
  if (last?.type === 'text') result[lastIndex] = { ...last, text: last.text.trimEnd() };
  return result;
}

/** Groups runs of inline content between blocks into `wrapper` elements. */
function groupInline(nodes: RichNode[], wrapper: 'p' | 'li'): RichNode[] {
  const result: RichNode[] = [];
  let run: RichNode[] = [];
  const flush = () => {
    const content = trimInline(run);
    if (content.length > 0) result.push({ type: 'element', tag: wrapper, children: content });
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) run.push(node);
    else if (wrapper === 'li' && node.type === 'element' && node.tag !== 'li') {
      flush();
      result.push({ type: 'element', tag: 'li', children: [node] });
    } else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/** Cleans the tree: no text in lists, no empty elements, no stray whitespace. */
function normalize(nodes: RichNode[], parent: string): RichNode[] {
  const cleaned = nodes.flatMap((node): RichNode[] => {
    if (node.type === 'text') return [node];
    const children = normalize(node.children, node.type === 'link' ? 'a' : node.tag);
    if (node.type === 'element' && node.tag === 'br') return [node];
    return children.length > 0 ? [{ ...node, children }] : [];
  });
  if (parent === '' || parent === 'p' || parent === 'li') {
    const hasBlocks = cleaned.some((node) => !isInline(node));
    if (parent === '' || hasBlocks) return groupInline(cleaned, 'p');
    return trimInline(cleaned);
  }
  if (LISTS.has(parent as RichTag)) return groupInline(cleaned, 'li');
  return cleaned.filter((node) => node.type !== 'text' || node.text !== '');
}

/** The content service's HTML as a tree of allowed elements (see above). */
export function parseRichText(html: string | null | undefined): RichNode[] {
  if (!html?.trim()) return [];
  return normalize(buildTree(html), '');
}
