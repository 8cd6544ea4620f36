import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeAddress } from '../../src/lib/renderMarkdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown: emphasis, lists, headings, links', () => {
    expect(
      renderMarkdown('# Moss\n\nIt is **green** and *soft*.\n\n- one\n- two\n\n[Guide](https://a.example/g)'),
    ).toBe(
      '<h1>Moss</h1>\n<p>It is <strong>green</strong> and <em>soft</em>.</p>\n' +
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><a href="https://a.example/g">Guide</a></p>\n',
    );
  });

  it.each([
    ['an inline tag', 'Hello <b onclick="x()">there</b>', 'Hello &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;'],
    ['a script block', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      'an iframe',
      '<iframe src="https://evil.example"></iframe>',
      '&lt;iframe src=&quot;https://evil.example&quot;&gt;',
    ],
    ['a comment', '<!-- hidden -->', '&lt;!-- hidden --&gt;'],
  ])('shows raw HTML (%s) as the text it is', (_name, markdown, shown) => {
    const html = renderMarkdown(markdown);
    expect(html).toContain(shown);
    expect(html).not.toMatch(/<(b|script|iframe)\b|<!--/);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))', 'click'],
    ['JavaScript: in capitals, spaced', '[click]( JAVASCRIPT:alert(1) )', 'click'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)', 'x'],
    ['vbscript:', '[x](vbscript:msgbox)', 'x'],
  ])('keeps only the words of a link to a %s address', (_name, markdown, words) => {
    const html = renderMarkdown(markdown);
    expect(html).toBe(`<p>${words}</p>\n`);
  });

  it('keeps http(s) and mailto links, and a picture only from http(s)', () => {
    expect(renderMarkdown('[mail](mailto:hello@closedbiomes.example) [web](http://a.example/x "Title")')).toBe(
      '<p><a href="mailto:hello@closedbiomes.example">mail</a> ' +
        '<a href="http://a.example/x" title="Title">web</a></p>\n',
    );
    expect(renderMarkdown('![A jar](https://a.example/jar.webp)')).toBe(
      '<p><img src="https://a.example/jar.webp" alt="A jar"></p>\n',
    );
    expect(renderMarkdown('![A jar](javascript:alert(1)) ![Mail](mailto:a@b.example)')).toBe('<p>A jar Mail</p>\n');
  });

  it('resolves same-site addresses against baseUrl, and keeps them as they are without one', () => {
    expect(renderMarkdown('[Species](/species) [Top](#top)', { baseUrl: 'https://closedbiomes.example' })).toBe(
      '<p><a href="https://closedbiomes.example/species">Species</a> ' +
        '<a href="https://closedbiomes.example/#top">Top</a></p>\n',
    );
    expect(renderMarkdown('[Species](/species)')).toBe('<p><a href="/species">Species</a></p>\n');
  });

  it('escapes an address for its attribute', () => {
    expect(safeAddress('https://a.example/a"b<c')).toBe('https://a.example/a%22b%3Cc');
    expect(renderMarkdown('[x](</a"b>)')).toBe('<p><a href="/a&quot;b">x</a></p>\n');
    expect(safeAddress('//evil.example/x')).toBeUndefined();
  });
});
