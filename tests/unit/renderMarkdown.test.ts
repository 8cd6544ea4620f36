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
    ['an inline tag', 'Hello <b onclick="x()">there</b>', 'Hello &lt;b onclick=“x()”&gt;there&lt;/b&gt;'],
    ['a script block', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '&lt;iframe src=“https://evil.example”&gt;'],
    ['a comment', '<!-- hidden -->', '&lt;!-- hidden --&gt;'],
  ])('shows raw HTML (%s) as the text it is', (_name, markdown, shown) => {
    const html = renderMarkdown(markdown);
    expect(html).toContain(shown);
    expect(html).not.toMatch(/<(b|script|iframe)\b|<!--/);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals, spaced', '[click]( JAVASCRIPT:alert(1) )'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[x](vbscript:msgbox)'],
    ['another host, without its scheme', '[x](//evil.example/x)'],
  ])('makes no link to a %s address: it stays plain text', (_name, markdown) => {
    expect(renderMarkdown(markdown)).toBe(`<p>${markdown}</p>\n`);
  });

  it('keeps http(s) and mailto links, and a picture only from an http(s) address', () => {
    expect(renderMarkdown('[mail](mailto:hello@closedbiomes.example) [web](http://a.example/x "Title")')).toBe(
      '<p><a href="mailto:hello@closedbiomes.example">mail</a> ' +
        '<a href="http://a.example/x" title="Title">web</a></p>\n',
    );
    expect(renderMarkdown('![A jar](https://a.example/jar.webp)')).toBe(
      '<p><img src="https://a.example/jar.webp" alt="A jar"></p>\n',
    );
    expect(renderMarkdown('![Mail](mailto:a@b.example) ![Here](/images/jar.webp)')).toBe('<p>Mail Here</p>\n');
  });

  it('resolves same-site addresses against baseUrl, and keeps them as they are without one', () => {
    const baseUrl = 'https://closedbiomes.example';
    expect(renderMarkdown('[Species](/species) [Top](#top) ![Jar](/images/jar.webp)', { baseUrl })).toBe(
      '<p><a href="https://closedbiomes.example/species">Species</a> ' +
        '<a href="https://closedbiomes.example/#top">Top</a> ' +
        '<img src="https://closedbiomes.example/images/jar.webp" alt="Jar"></p>\n',
    );
    expect(renderMarkdown('[Species](/species)')).toBe('<p><a href="/species">Species</a></p>\n');
  });

  it('escapes an address for its attribute, and writes no style', () => {
    expect(renderMarkdown('[x](</a"b>)')).toBe('<p><a href="/a%22b">x</a></p>\n');
    expect(safeAddress('https://a.example/a"b<c')).toBe('https://a.example/a%22b%3Cc');
    expect(safeAddress('//evil.example/x', { baseUrl: 'https://closedbiomes.example' })).toBeUndefined();
    expect(renderMarkdown('| a | b |\n|:-|-:|\n| 1 | 2 |')).not.toContain('style');
  });
});
