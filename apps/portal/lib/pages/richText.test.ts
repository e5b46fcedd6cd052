import { describe, expect, it } from 'vitest';
import { parseRichText, type RichNode } from './richText';

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
