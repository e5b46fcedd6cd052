import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { hrefKind, safeHref } from './links';

/**
 * The HTML of the content service (section copy, program descriptions: "sanitized before
 * rendering", content.yaml) as a small tree of allowed elements, for React to render. Nothing of
 * the source reaches the page as markup: text is text, and only these elements survive —
 * paragraphs, lists, bold, italics, line breaks and links with a safe address (links.ts).
 *
 * Two steps, neither of them a hand-written HTML parser:
 * 1. `sanitize-html` (htmlparser2 underneath) keeps only those elements and a link's `href` with
 *    an http(s), mailto or tel scheme or none; it unwraps other elements (their text kept), drops
 *    scripts, styles, frames, SVG, MathML and the like with all their content, and unwraps
 *    elements nested deeper than `MAX_DEPTH`.
 * 2. htmlparser2's DOM of that output becomes the tree: HTML's implicit closes applied so React
 *    never nests a block where it cannot go, no link inside a link, `links.ts` checking every
 *    address once more, and the tree cleaned (no text directly in lists, no empty elements).
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
type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** Elements nested deeper than this are unwrapped: deep input stays cheap and renders. */
const MAX_DEPTH = 64;

const TAGS: readonly RichTag[] = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Headings, divs and quotes are paragraphs; b and i are strong and em.
  transformTags: {
    div: 'p',
    h1: 'p',
    h2: 'p',
    h3: 'p',
    h4: 'p',
    h5: 'p',
    h6: 'p',
    blockquote: 'p',
    b: 'strong',
    i: 'em',
  },
  disallowedTagsMode: 'discard',
  // Dropped together with everything inside them (sanitize-html's defaults are the first five).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'iframe',
    'frame',
    'frameset',
    'noframes',
    'object',
    'embed',
    'noembed',
    'template',
    'noscript',
    'svg',
    'math',
    'select',
    'title',
    'head',
  ],
  nestingLimit: MAX_DEPTH,
};

const ALLOWED = new Set<string>(TAGS);
const BLOCKS = new Set<string>(['p', 'ul', 'ol', 'li']);
const LISTS = new Set<string>(['ul', 'ol']);

function tagOf(node: Parent): string {
  if (node.type === 'root') return '';
  return node.type === 'link' ? 'a' : node.tag;
}

/** Builds the raw tree: allowed elements nested as written, with HTML's implicit closes. */
function buildTree(html: string): RichNode[] {
  const root: Parent = { type: 'root', children: [] };
  const stack: Parent[] = [root];
  const top = () => stack[stack.length - 1]!;
  const nearest = (predicate: (tag: string) => boolean) => {
    for (let index = stack.length - 1; index > 0; index -= 1) {
      if (predicate(tagOf(stack[index]!))) return index;
    }
    return -1;
  };

  /** The element opened for a DOM element, if any (links without a safe address are not). */
  const openElement = (name: string, attributes: Record<string, string>): Element | undefined => {
    // sanitize-html lets no other element through; should one come, it is unwrapped all the same.
    if (!ALLOWED.has(name)) return undefined;
    if (name === 'br') {
      top().children.push({ type: 'element', tag: 'br', children: [] });
      return undefined;
    }
    if (name === 'a') {
      const href = safeHref(attributes.href);
      // No nested links, and a link without a safe address is just its text.
      if (!href || nearest((open) => open === 'a') > 0) return undefined;
      const link: Element = {
        type: 'link',
        href,
        external: hrefKind(href) === 'web',
        children: [],
      };
      top().children.push(link);
      stack.push(link);
      return link;
    }
    let tag = name as RichBlockTag | RichInlineTag;
    if (BLOCKS.has(tag)) {
      // A block closes the open inline elements and paragraph (HTML's implicit `</p>`).
      while (stack.length > 1 && !BLOCKS.has(tagOf(top()))) stack.pop();
      if (tagOf(top()) === 'p') stack.pop();
      if (tag === 'li') {
        const list = nearest((open) => open === 'li' || LISTS.has(open));
        if (list > 0 && tagOf(stack[list]!) === 'li') stack.splice(list);
        // An item outside a list is a paragraph (a lone `<li>` is invalid and fails axe).
        else if (list < 0) tag = 'p';
      }
    }
    const element: Element = { type: 'element', tag, children: [] };
    top().children.push(element);
    stack.push(element);
    return element;
  };

  // Recursion is bounded: sanitize-html unwrapped everything nested deeper than MAX_DEPTH.
  const walk = (nodes: readonly DomNode[]) => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        const text = node.data.replace(/[\t\n\f\r ]+/g, ' ');
        if (text) top().children.push({ type: 'text', text });
      } else if (node.type === ElementType.Tag) {
        const element = openElement(node.name, node.attribs);
        walk(node.children);
        // Closes it unless a block has already closed it.
        const index = element ? stack.lastIndexOf(element) : -1;
        if (index > 0) stack.splice(index);
      }
    }
  };
  walk(parseDocument(sanitizeHtml(html, SANITIZE)).children);
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
  if (LISTS.has(parent)) return groupInline(cleaned, 'li');
  return cleaned.filter((node) => node.type !== 'text' || node.text !== '');
}

/** The content service's HTML as a tree of allowed elements (see above). */
export function parseRichText(html: string | null | undefined): RichNode[] {
  if (!html?.trim()) return [];
  return normalize(buildTree(html), '');
}

const NON_TEXT = new Set(SANITIZE.nonTextTags);

/** The text of DOM nodes, without what is never text (a script's or a style's content). */
function plainText(nodes: readonly DomNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === ElementType.Text) return node.data;
      if (node.type === ElementType.Tag && !NON_TEXT.has(node.name))
        return plainText(node.children);
      return '';
    })
    .join('');
}

/** A part of an HTML text under one of its `<h2>` headings (the text before the first: no title). */
export interface HtmlSection {
  /** The heading's text, or null for what comes before the first heading. */
  title: string | null;
  /** The HTML under it, for `RichText` (which makes headings paragraphs). */
  html: string;
}

/**
 * An HTML text of the service split at its `<h2>` headings (a condition's description: «Síntomas»,
 * «Prevención»), so the page gives each part a real heading of its outline and `RichText` renders
 * the rest. Parsed by htmlparser2 (never by hand); an empty part is dropped.
 */
export function htmlSections(html: string): HtmlSection[] {
  const sections: { title: string | null; nodes: DomNode[] }[] = [{ title: null, nodes: [] }];
  for (const node of parseDocument(html).children) {
    if (node.type === ElementType.Tag && node.name === 'h2') {
      const title = plainText(node.children).replace(/\s+/g, ' ').trim();
      sections.push({ title: title || null, nodes: [] });
    } else {
      sections[sections.length - 1]!.nodes.push(node);
    }
  }
  return sections
    .map(({ title, nodes }) => ({
      title,
      html: DomUtils.getOuterHTML(nodes, { encodeEntities: 'utf8' }).trim(),
    }))
    .filter((section) => section.html !== '' || section.title !== null);
}
