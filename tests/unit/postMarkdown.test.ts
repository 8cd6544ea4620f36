import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderPostMarkdown } from '../../src/lib/journal/postMarkdown.ts';

type Element = ReturnType<typeof DomUtils.findAll>[number];
const elementsOf = (html: string): Element[] => DomUtils.findAll(() => true, parseDocument(html).children);

/** Where an address may lead from a post: the web, mail, the site itself, a place on the page. */
const safeAddress = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/**
 * What must never come out of a post, whatever its Markdown: an element that runs or loads code, an
 * event handler or style attribute, an address with a scheme of its own (javascript:, data:…), or a
 * picture from another site.
 */
function dangersIn(html: string): string[] {
  return elementsOf(html).flatMap((element) => {
    const found: string[] = [];
    if (
      ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'form', 'svg', 'math', 'base'].includes(
        element.name,
      )
    )
      found.push(`<${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcdoc') found.push(`${name}= on <${element.name}>`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && !safeAddress.test(value))
        found.push(`${name}="${value}"`);
    }
    if (element.name === 'img' && !/^\/(?!\/)/.test(element.attribs.src ?? '')) found.push('a picture from elsewhere');
    return found;
  });
}

const hostile: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script split over lines', '<scr\nipt>alert(1)</script>'],
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['an svg with onload', '<svg onload=alert(1)></svg>'],
  ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an HTML block', '<div style="position:fixed" onclick="alert(1)">\n\nclick\n\n</div>'],
  ['an inline event handler', 'Hello <b onmouseover="alert(1)">there</b>'],
  ['a javascript: link', '[click](javascript:alert(1))'],
  ['a javascript: link in mixed case', '[click](JaVaScRiPt:alert(1))'],
  ['a javascript: link with an entity', '[click](&#106;avascript:alert(1))'],
  ['a javascript: link with a percent', '[click](javascript%3Aalert(1))'],
  ['a javascript: link with a tab', '[click](java\tscript:alert(1))'],
  ['a javascript: link with spaces before it', '[click]( javascript:alert(1))'],
  ['a javascript: link in angle brackets', '[click](<javascript:alert(1)>)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a javascript: reference link', '[click][evil]\n\n[evil]: javascript:alert(1)'],
  ['a vbscript: link', '[click](vbscript:msgbox(1))'],
  ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: picture', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a file: link', '[click](file:///etc/passwd)'],
  ['a protocol-relative link', '[click](//evil.example/x)'],
  ['a backslash link', '[click](/\\evil.example/x)'],
  ['a javascript: picture', '![x](javascript:alert(1))'],
  ['a picture from another site', '![tracker](https://evil.example/pixel.png)'],
  ['a title that breaks out of its quotes', '[click](https://ok.example "a\\" onmouseover=\\"alert(1)")'],
  ['an alt text that breaks out of its quotes', '![a" onerror="alert(1)](/images/a.svg)'],
  ['a table with aligned columns', '| a | b |\n|:--|--:|\n| 1 | 2 |'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a comment hiding a script', '<!-- --><script>alert(1)</script><!-- -->'],
  ['HTML entities that spell a tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
];

describe('a post’s Markdown, rendered at build time (docs/design.md decision 15)', () => {
  it.each(hostile)('lets nothing of %s through', (_name, source) => {
    const html = renderPostMarkdown(source);
    expect(dangersIn(html)).toEqual([]);
  });

  it('shows raw HTML as the text it is', () => {
    expect(renderPostMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(renderPostMarkdown('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>\n');
  });

  it('knows a danger when it sees one', () => {
    expect(
      dangersIn('<p><a href="javascript:alert(1)">x</a><img src="https://e.example/a.png" onerror="x"></p>'),
    ).toEqual(['href="javascript:alert(1)"', 'onerror= on <img>', 'a picture from elsewhere']);
  });

  it('renders what posts are written with: headings, lists, emphasis, links, quotes, code and pictures', () => {
    const html = renderPostMarkdown(
      [
        '# A title in the text',
        '## Why it matters',
        'Snails **graze**, microbes *recycle*, and the [hornwort](/species/3) grows.',
        '- light\n- water\n- time',
        '1. seal\n2. wait',
        '> A jar is a small world.',
        'Write to [us](mailto:hello@closedbiomes.example) or read [the study](https://example.org/study).',
        '`NO3-` and ![Our jar](/images/biomes/alpine-lake-biome.svg)',
      ].join('\n\n'),
    );
    const names = elementsOf(html).map((element) => element.name);
    expect(names).toEqual(
      expect.arrayContaining(['h2', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'img']),
    );
    expect(names).not.toContain('h1');
    expect(html).toContain('<a href="/species/3">hornwort</a>');
    expect(html).toContain('<a href="mailto:hello@closedbiomes.example">us</a>');
    expect(html).toContain('<img src="/images/biomes/alpine-lake-biome.svg" alt="Our jar" loading="lazy">');
  });

  it('turns a picture from another site into a link to it, named by its alt text', () => {
    expect(renderPostMarkdown('![The study’s figure](https://example.org/figure.png)')).toBe(
      '<p><a href="https://example.org/figure.png">The study’s figure</a></p>\n',
    );
  });
});
