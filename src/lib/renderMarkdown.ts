import MarkdownIt, { type Token } from 'markdown-it';

/**
 * Markdown written in the admin area, as HTML (docs/design.md decision 15): the site's one markdown-it,
 * a kept library, for the journal's pages and the mail alike, with what would let a text run code
 * neutralised. Raw HTML is off, so a `<script>` or an `onerror=` in the text is shown as text; a link
 * keeps only an http(s), mailto or same-site address, and anything else (javascript:, data:) stays
 * plain text. In a mail a picture shows only from an http(s) address, and is otherwise its alt text.
 * The one module that knows the library, so that it can be swapped here alone.
 */
export type MarkdownOptions = {
  /** Resolves addresses that start with `/` or `#` against it (a mail has no page to be relative to). */
  baseUrl?: string;
};

const allowedLink = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/** The address a link or picture may carry, resolved against `baseUrl`; undefined when it may carry none. */
export function safeAddress(href: string, { baseUrl }: MarkdownOptions = {}): string | undefined {
  const address = href.trim();
  if (!allowedLink.test(address)) return undefined;
  const sameSite = /^[/#]/.test(address);
  if (sameSite && baseUrl === undefined) return address;
  try {
    return new URL(address, sameSite ? baseUrl : undefined).href;
  } catch {
    return undefined;
  }
}

/** Whether a token opens (1), closes (-1) or stands alone (0). */
type Nesting = 1 | 0 | -1;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
markdown.validateLink = (url) => allowedLink.test(url.trim());

/** What a use of the renderer does to each token (the journal's pages, a mail): the token, or what replaces it. */
export type TokenRule = (token: Token, newToken: (type: string, tag: string, nesting: Nesting) => Token) => Token[];

/**
 * `source` as HTML through the one markdown-it of the site: raw HTML off, links only to the addresses
 * allowed above, no `style` attribute (markdown-it writes one for a table column's alignment); `rule`
 * adds what its use needs. The journal's pages (src/lib/journal/postMarkdown.ts) and the mail share it.
 */
export function renderSafeMarkdown(source: string, rule: TokenRule): string {
  const env = {};
  const state = new markdown.core.State('', markdown, env);
  const newToken = (type: string, tag: string, nesting: Nesting) => new state.Token(type, tag, nesting);
  const sanitized = (tokens: Token[]): Token[] =>
    tokens.flatMap((token) => {
      if (token.children) token.children = sanitized(token.children);
      token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
      return rule(token, newToken);
    });
  return markdown.renderer.render(sanitized(markdown.parse(source, env)), markdown.options, env);
}

/** Whether `address` may be a link's target: an http(s) or mailto address, a site path or a place on the page. */
export function isAllowedLink(address: string): boolean {
  return allowedLink.test(address.trim());
}

/** `markdown` as HTML for a mail: every address resolved, a picture that may not show as its words. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  return renderSafeMarkdown(source, (token, newToken) => {
    if (token.type === 'link_open') token.attrSet('href', safeAddress(String(token.attrGet('href')), options) ?? '');
    if (token.type === 'image') {
      const src = safeAddress(String(token.attrGet('src')), options);
      if (src === undefined || !/^https?:/.test(src))
        return [Object.assign(newToken('text', '', 0), { content: token.content })];
      token.attrSet('src', src);
    }
    return [token];
  });
}
