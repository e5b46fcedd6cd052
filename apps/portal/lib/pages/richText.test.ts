import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/RichText';
import { hrefKind } from './links';
import { htmlSections, parseRichText, type RichNode } from './richText';

/** The tree written back as HTML, to read the expectations at a glance. */
function html(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      if (node.type === 'link') {
        return `<a href="${node.href}"${node.external ? ' external' : ''}>${html(node.children)}</a>`;
      }
      if (node.tag === 'br') return '<br>';
      return `<${node.tag}>${html(node.children)}</${node.tag}>`;
    })
    .join('');
}

const render = (source: string | null | undefined) => html(parseRichText(source));

describe('parseRichText', () => {
  it.each([
    // The seeded copy: paragraphs, lists, bold and same-site links, spread over lines.
    [
      '<p>Encuentra información confiable sobre maternidad,\n        prevención y <strong>salud mental</strong>.</p>',
      '<p>Encuentra información confiable sobre maternidad, prevención y <strong>salud mental</strong>.</p>',
    ],
    [
      '<ol>\n  <li>Elige un programa.</li>\n  <li>Completa el formulario.</li>\n</ol>',
      '<ol><li>Elige un programa.</li><li>Completa el formulario.</li></ol>',
    ],
    [
      '<p>Lee la <a href="/politica-de-privacidad/">política de privacidad</a>.</p>',
      '<p>Lee la <a href="/politica-de-privacidad/">política de privacidad</a>.</p>',
    ],
    [
      '<p>Escríbenos a <a href="mailto:contacto@vivasalud.pe">contacto@vivasalud.pe</a></p>',
      '<p>Escríbenos a <a href="mailto:contacto@vivasalud.pe">contacto@vivasalud.pe</a></p>',
    ],
    [
      '<p><a href="https://reclamaciones.vivasalud.pe/">Libro</a></p>',
      '<p><a href="https://reclamaciones.vivasalud.pe/" external>Libro</a></p>',
    ],
    // Nothing but text and the allowed elements gets through.
    ['', ''],
    [null, ''],
    ['  \n ', ''],
    ['Solo texto', '<p>Solo texto</p>'],
    ['<p>Hola<script>alert(1)</script> mundo</p>', '<p>Hola mundo</p>'],
    ['<p>a</p><style>p{color:red}</style><p>b</p>', '<p>a</p><p>b</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<script>never closed <p>x</p>', ''],
    ['<p onclick="alert(1)" class="x" style="color:red">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['<p><a href="javascript:alert(1)">clic</a></p>', '<p>clic</p>'],
    ['<p><a href=" JAVASCRIPT:alert(1)">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="//evil.example">clic</a></p>', '<p>clic</p>'],
    // One slash that a browser, router or server reads as two (issue #16): the text stays.
    ['<p><a href="/&#9;/evil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/&#10;/evil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/&Tab;\\evil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/.//evil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/%2F%2Fevil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/%5Cevil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/%09/evil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a href="/%2e%2e/%2F%2Fevil.example">clic</a></p>', '<p>clic</p>'],
    ['<p><a>sin destino</a></p>', '<p>sin destino</p>'],
    ['<p><a href="/a" onclick="x" target="_top">a</a></p>', '<p><a href="/a">a</a></p>'],
    ["<p><a href='/b'>b</a> <a href=/c>c</a></p>", '<p><a href="/b">b</a> <a href="/c">c</a></p>'],
    ['<p><a title="x > y" href="/d">d</a></p>', '<p><a href="/d">d</a></p>'],
    // A link opened in a link closes it, as in a browser.
    ['<p><a href="/e"><a href="/f">f</a></a></p>', '<p><a href="/f">f</a></p>'],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p><script>alert(1)</script></p>'],
    ['<!-- nota --><p>x</p><!-- sin cerrar', '<p>x</p>'],
    ['<!DOCTYPE html><p>x</p>', '<p>x</p>'],
    // Other elements are unwrapped; headings and divs are paragraphs; b/i are strong/em.
    [
      '<div><span>uno</span> <b>dos</b> <i>tres</i></div>',
      '<p>uno <strong>dos</strong> <em>tres</em></p>',
    ],
    ['<h3>Título</h3><p>texto</p>', '<p>Título</p><p>texto</p>'],
    ['<table><tr><td>celda</td></tr></table>', '<p>celda</p>'],
    ['<P>Mayúsculas</P>', '<p>Mayúsculas</p>'],
    // HTML's implicit closes, so React never nests a block where it cannot go.
    ['<p>uno<p>dos', '<p>uno</p><p>dos</p>'],
    ['<p>lista:<ul><li>a</ul>', '<p>lista:</p><ul><li>a</li></ul>'],
    ['<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['<p><strong>negrita<p>sigue</p>', '<p><strong>negrita</strong></p><p>sigue</p>'],
    ['<ul><li>a<ul><li>b</li></ul></li></ul>', '<ul><li><p>a</p><ul><li>b</li></ul></li></ul>'],
    ['</p></strong>x</li>', '<p>x</p>'],
    // No text or stray items in lists; no lone items (axe: listitem).
    [
      '<ul>suelto<li>a</li><p>párrafo</p></ul>',
      '<ul><li>suelto</li><li>a</li><li><p>párrafo</p></li></ul>',
    ],
    ['<li>sin lista</li>', '<p>sin lista</p>'],
    ['<ul>\n</ul><p></p><p> </p><strong></strong>', ''],
    // Inline content between blocks becomes paragraphs; line breaks stay inside them.
    ['antes<p>medio</p>después', '<p>antes</p><p>medio</p><p>después</p>'],
    ['uno<br>dos<br/>', '<p>uno<br>dos</p>'],
    ['<p><br>x<br></p>', '<p>x</p>'],
    ['<p>a &amp; b&nbsp;c</p>', '<p>a & b\u00a0c</p>'],
    ['<p>2 < 3 y 5 > 4</p>', '<p>2 < 3 y 5 > 4</p>'],
    // Character references, decoded as a browser decodes them.
    ['&aacute;&eacute;&iacute;&oacute;&uacute;&ntilde;&iquest;&iexcl;', '<p>áéíóúñ¿¡</p>'],
    ['&#233;&#xE9;&#XE9;', '<p>ééé</p>'],
    ['&#0;&#xD800;&#x110000;', '<p>\ufffd\ufffd\ufffd</p>'],
    ['&desconocido; &amp', '<p>&desconocido; &</p>'],
    ['&amp;lt;', '<p>&lt;</p>'],
  ])('%j → %j', (source, expected) => {
    expect(render(source)).toBe(expected);
  });

  it('marks only web links as external', () => {
    const [paragraph] = parseRichText('<p><a href="https://x.pe/">x</a><a href="/y">y</a></p>');
    expect(paragraph).toMatchObject({
      children: [
        { type: 'link', href: 'https://x.pe/', external: true },
        { type: 'link', href: '/y', external: false },
      ],
    });
  });
});

/** Characters of the long inputs, and elements of the deep ones. */
const LONG = 200_000;
const DEEP = 10_000;

/**
 * XSS payloads, each parsed and rendered as the portal renders it (`<RichText>` to static markup,
 * as React does on the server). Sources:
 * - OWASP XSS Filter Evasion Cheat Sheet,
 *   https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html
 * - DOMPurify's test suite, https://github.com/cure53/DOMPurify/blob/main/test/test-suite.js and
 *   https://github.com/cure53/DOMPurify/blob/main/test/fixtures/expect.mjs, and its published
 *   mXSS bypasses: https://research.securitum.com/dompurify-bypass-using-mxss/ (2.0.0),
 *   https://research.securitum.com/mutation-xss-via-mathml-mutation-dompurify-2-0-17-bypass/
 * - the HTML standard's URL parsing (tabs and newlines removed, leading C0 controls and spaces
 *   trimmed), https://url.spec.whatwg.org/#concept-basic-url-parser
 * The third column, when given, is the expected tree. Every row is checked for what must never
 * come out: an element or attribute other than the allowed ones, a link that is not a same-site
 * path, web address, mail or phone, a tree deeper than the limit, or a slow parse.
 */
const XSS: ReadonlyArray<readonly [name: string, html: string, expected?: string]> = [
  // Script, style and the elements that load or run something: gone with their content.
  ['script', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
  ['SCRIPT with src', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT><p>x</p>', '<p>x</p>'],
  [
    'script, non-alpha after the name (OWASP)',
    '<SCRIPT/XSS SRC="https://xss.example/x.js"></SCRIPT>x',
    '<p>x</p>',
  ],
  // The leftovers are text, as a browser reads them.
  ['extraneous open brackets (OWASP)', '<<SCRIPT>alert(1);//<</SCRIPT>', '<p><</p>'],
  [
    'script split by a nested script',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<p>ipt>alert(1)ipt></p>',
  ],
  ['malformed IMG (OWASP)', '<IMG """><SCRIPT>alert(1)</SCRIPT>">', '<p>"></p>'],
  ['style', '<style>@import "https://xss.example/x.css";</style><p>x</p>', '<p>x</p>'],
  ['img onerror', '<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
  ['svg onload', '<svg onload=alert(1)><p>x</p></svg>y', '<p>y</p>'],
  [
    'svg script',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
    '',
  ],
  ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">x</iframe>', ''],
  ['iframe src javascript', '<iframe src="javascript:alert(1)"></iframe>', ''],
  [
    'object and embed',
    '<object data="javascript:alert(1)">x</object><embed src="javascript:alert(1)">',
    '',
  ],
  ['template', '<template><script>alert(1)</script><p>x</p></template>', ''],
  ['textarea', '<textarea><img src=x onerror=alert(1)></textarea>', ''],
  // Namespace confusion and mutation XSS (DOMPurify's classics).
  [
    'math mglyph style (mXSS)',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '',
  ],
  [
    'math mglyph style comment (DOMPurify 2.0.0 bypass)',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '',
  ],
  [
    'form in math (DOMPurify 2.0.17 bypass)',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '',
  ],
  ['svg style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ''],
  [
    'noscript attribute (mXSS)',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '',
  ],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>', ''],
  // Comments and CDATA (in HTML, CDATA is a comment; htmlparser2 ends it at `]]>`, not `>`).
  ['empty comment opener', '<!--><script>alert(1)</script>-->', '<p>--></p>'],
  ['comment inside an attribute', '<!--<img src="--><img src=x onerror=alert(1)//">', ''],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]><p>x</p>', '<p>x</p>'],
  ['CDATA closing bracket', '<![CDATA[><img src=x onerror=alert(1)>]]>', ''],
  // Event handlers and other attributes.
  [
    'event handler on an allowed element',
    '<p onclick="alert(1)" onmouseover=alert(1)>x</p>',
    '<p>x</p>',
  ],
  [
    'event handler on a link',
    '<a href="/x" onfocus=alert(1) autofocus>x</a>',
    '<p><a href="/x">x</a></p>',
  ],
  ['attributes without a space', '<a href="/x"onclick=alert(1)>x</a>', '<p><a href="/x">x</a></p>'],
  [
    'odd characters in the name (OWASP)',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(1)>x',
    '<p>x</p>',
  ],
  [
    'details ontoggle',
    '<details open ontoggle=alert(1)><summary>x</summary></details>',
    '<p>x</p>',
  ],
  ['style expression()', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
  [
    'style url(javascript:)',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<p>x</p>',
  ],
  [
    'form and formaction',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
    '<p>x</p>',
  ],
  ['input autofocus', '<input onfocus=alert(1) autofocus>x', '<p>x</p>'],
  [
    'base href',
    '<base href="javascript:alert(1)//"><a href="/x">x</a>',
    '<p><a href="/x">x</a></p>',
  ],
  [
    'meta refresh',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>',
    '<p>x</p>',
  ],
  ['link stylesheet', '<link rel=stylesheet href="javascript:alert(1)"><p>x</p>', '<p>x</p>'],
  // Link addresses: only paths, fragments, web, mail and phone, however the scheme is written.
  ['javascript:', '<a href="javascript:alert(1)">x</a>', '<p>x</p>'],
  ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<p>x</p>'],
  ['decimal reference', '<a href="&#106;avascript:alert(1)">x</a>', '<p>x</p>'],
  ['hex reference', '<a href="&#x6A;&#x61;vascript:alert(1)">x</a>', '<p>x</p>'],
  [
    'padded references without semicolons (OWASP)',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    '<p>x</p>',
  ],
  [
    'named references &colon; &Tab; &NewLine;',
    '<a href="java&Tab;scr&NewLine;ipt&colon;alert(1)">x</a>',
    '<p>x</p>',
  ],
  ['tab in the scheme', '<a href="jav\tascript:alert(1)">x</a>', '<p>x</p>'],
  ['newline and CR in the scheme', '<a href="jav\nasc\rript:alert(1)">x</a>', '<p>x</p>'],
  ['encoded tab in the scheme (OWASP)', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<p>x</p>'],
  // Issue #16: one slash that the URL parser (tabs, newlines, CR and `\\` are slashes or
  // nothing) or a decoding layer turns into two.
  ['tab between the slashes', '<a href="/\t/evil.example">x</a>', '<p>x</p>'],
  ['newline between the slashes', '<a href="/\n/evil.example">x</a>', '<p>x</p>'],
  ['CR between the slashes', '<a href="/&#13;/evil.example">x</a>', '<p>x</p>'],
  ['tab and backslash', '<a href="/&#x9;&#x5C;evil.example">x</a>', '<p>x</p>'],
  ['dot segment before the second slash', '<a href="/.//evil.example">x</a>', '<p>x</p>'],
  ['encoded slashes', '<a href="/%2f%2fevil.example">x</a>', '<p>x</p>'],
  ['encoded backslash', '<a href="/%5cevil.example">x</a>', '<p>x</p>'],
  ['doubly encoded slashes', '<a href="/%252F%252Fevil.example">x</a>', '<p>x</p>'],
  [
    'leading spaces and control characters (OWASP)',
    '<a href=" &#14;  \u0001javascript:alert(1)">x</a>',
    '<p>x</p>',
  ],
  ['NUL in the scheme', '<a href="java\0script:alert(1)">x</a>', '<p>x</p>'],
  ['encoded NUL in the scheme', '<a href="java&#0;script:alert(1)">x</a>', '<p>x</p>'],
  ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', '<p>x</p>'],
  [
    'data:',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<p>x</p>',
  ],
  [
    'data: with spaces and case',
    '<a href="  DaTa:text/html,<script>alert(1)</script>">x</a>',
    '<p>x</p>',
  ],
  [
    'protocol-relative and backslashes',
    '<a href="//evil.example">a</a><a href="/\\evil.example">b</a><a href="\\\\evil.example">c</a>',
    '<p>abc</p>',
  ],
  ['quote breaking out of href', '<a href="/x&quot; onclick=&quot;alert(1)">x</a>'],
  // Links: no link inside a link (a link opened in a link closes it), none running past its end.
  [
    'link in a link',
    '<a href="/a">uno<a href="javascript:alert(1)">dos</a></a>',
    '<p><a href="/a">uno</a>dos</p>',
  ],
  ['safe link in a link', '<a href="/a"><a href="/b">b</a></a>', '<p><a href="/b">b</a></p>'],
  [
    'link nested deeper in a link',
    '<a href="/a">uno <strong><a href="/b">dos</a></strong></a>',
    '<p><a href="/a">uno <strong>dos</strong></a></p>',
  ],
  ['unclosed link', '<p><a href="/a">uno</p><p>dos</p>', '<p><a href="/a">uno</a></p><p>dos</p>'],
  // Encoded markup is text.
  [
    'encoded script',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    '<p><script>alert(1)</script></p>',
  ],
  [
    'double-encoded',
    '<p>&amp;lt;img src=x onerror=alert(1)&amp;gt;</p>',
    '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  ],
  // Size: long or deep input neither crashes nor takes long.
  ['deep inline nesting', `${'<strong>'.repeat(DEEP)}x`],
  ['deep block nesting', `${'<div>'.repeat(DEEP)}x${'</div>'.repeat(DEEP / 2)}y`],
  ['deep lists', `${'<ul><li>'.repeat(DEEP)}x`],
  ['deep unknown elements', `${'<span><table><td>'.repeat(DEEP)}<p>x`, '<p>x</p>'],
  [
    'script, SVG and a link past the nesting limit',
    `${'<span>'.repeat(100)}<script>alert(1)</script><svg><p>x</p></svg><a href="javascript:alert(1)">y</a>`,
    '<p>y</p>',
  ],
  ['many links in links', `${'<a href="/x"><em>'.repeat(DEEP)}x`],
  ['long text', `<p>${'a&amp;b '.repeat(LONG / 8)}</p>`],
  ['many attributes', `<p ${'a=1 '.repeat(LONG / 4)}>x</p>`, '<p>x</p>'],
  ['unclosed comment', `<p>x</p><!--${'<script>'.repeat(LONG / 8)}`, '<p>x</p>'],
  ['many open brackets', '<'.repeat(LONG)],
  ['unclosed attribute quote', `<a href="${'/x'.repeat(LONG / 2)}`, ''],
];

const ALLOWED_MARKUP_TAGS = new Set([
  'div',
  'span',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'br',
  'a',
]);
const ALLOWED_MARKUP_ATTRIBUTES = new Set(['class', 'href', 'target', 'rel', 'data-variant']);
const NODE_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);

/** What a browser reads as the scheme: C0 controls and spaces trimmed, tabs and newlines removed. */
function scheme(href: string): string | undefined {
  let start = 0;
  while (start < href.length && href.charCodeAt(start) <= 0x20) start += 1;
  const value = href.slice(start).replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
}

function expectSafeHref(href: string) {
  expect(hrefKind(href), href).toBeDefined();
  expect(['http', 'https', 'mailto', 'tel', undefined], href).toContain(scheme(href));
}

/**
 * Only the allowed kinds, safe addresses, and no deeper than richText.ts's `MAX_DEPTH` (64), plus
 * the paragraph that loose inline content is wrapped in.
 */
function expectSafeTree(nodes: readonly RichNode[], depth = 1) {
  for (const node of nodes) {
    if (node.type === 'text') {
      expect(Object.keys(node).sort()).toEqual(['text', 'type']);
      continue;
    }
    expect(depth).toBeLessThanOrEqual(65);
    expect(Object.keys(node).sort()).toEqual(
      node.type === 'link' ? ['children', 'external', 'href', 'type'] : ['children', 'tag', 'type'],
    );
    if (node.type === 'link') expectSafeHref(node.href);
    else expect(NODE_TAGS).toContain(node.tag);
    expectSafeTree(node.children, depth + 1);
  }
}

/** React's markup escapes `<>&"'` in text and attribute values: a tag is a tag, no more. */
function expectSafeMarkup(markup: string) {
  for (const [, name = '', attributes = ''] of markup.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)) {
    expect(ALLOWED_MARKUP_TAGS).toContain(name);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
      expect(ALLOWED_MARKUP_ATTRIBUTES).toContain(attribute);
      if (attribute === 'href') {
        expectSafeHref(
          value
            .replaceAll('&quot;', '"')
            .replaceAll('&#x27;', "'")
            .replaceAll('&lt;', '<')
            .replaceAll('&gt;', '>')
            .replaceAll('&amp;', '&'),
        );
      }
    }
    // Nothing but `name="value"` pairs inside a tag.
    expect(attributes.replace(/\s[^\s=]+="[^"]*"/g, '').trim()).toBe('');
  }
  expect(markup).not.toMatch(/<(?:script|style|iframe|object|embed|svg|math|img|form|base|meta)/i);
}

describe('parseRichText against XSS', () => {
  it.each(XSS)('%s', (_name, source, expected) => {
    // The deep-nesting rows must finish without a crash; how long they take is not asserted (a
    // busy CI machine is not a benchmark).
    const nodes = parseRichText(source);
    const markup = renderToStaticMarkup(createElement(RichText, { html: source }));
    expectSafeTree(nodes);
    expectSafeMarkup(markup);
    if (expected !== undefined) expect(html(nodes)).toBe(expected);
  });
});

describe('htmlSections', () => {
  it('splits a text at its h2 headings, the part before them without a title', () => {
    expect(
      htmlSections(
        '<p>La anemia…</p>\n<h2>Síntomas</h2>\n<ul><li>Palidez</li></ul>\n<h2> Prevención </h2><p>Come hierro.</p>',
      ),
    ).toEqual([
      { title: null, html: '<p>La anemia…</p>' },
      { title: 'Síntomas', html: '<ul><li>Palidez</li></ul>' },
      { title: 'Prevención', html: '<p>Come hierro.</p>' },
    ]);
  });

  it('keeps a text without headings whole, and drops an empty part', () => {
    expect(htmlSections('<p>Solo texto.</p>')).toEqual([
      { title: null, html: '<p>Solo texto.</p>' },
    ]);
    expect(htmlSections('<h2>Título</h2>')).toEqual([{ title: 'Título', html: '' }]);
    expect(htmlSections('')).toEqual([]);
  });

  it('reads a heading’s text only (its markup is not kept) and leaves h3 inside the part', () => {
    expect(
      htmlSections('<h2><em>Cuándo</em> <script>x</script>acudir</h2><h3>A</h3><p>b</p>'),
    ).toEqual([{ title: 'Cuándo acudir', html: '<h3>A</h3><p>b</p>' }]);
  });
});
