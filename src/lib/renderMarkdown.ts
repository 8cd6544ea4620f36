import MarkdownIt, { type Token } from 'markdown-it';

/**
 * Markdown written in the admin area, as HTML for a mail (docs/design.md decision 15): markdown-it,
 * the kept library the journal's pages render posts with too, with what would let a text run code
 * neutralised. Raw HTML is off, so a `<script>` or an `onerror=` in the text is shown as text; a link
 * keeps only an http(s), mailto or same-site address, and anything else (javascript:, data:) stays
 * plain text; a picture shows only from an http(s) address, and is otherwise its alt text. The one
 * module of the mail that knows the library, so that it can be swapped here alone.
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

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
markdown.validateLink = (url) => allowedLink.test(url.trim());

/** The tokens with every address resolved and no `style` attribute; a picture that may not show becomes its words. */
function forMail(tokens: Token[], options: MarkdownOptions, state: InstanceType<typeof markdown.core.State>): Token[] {
  return tokens.flatMap((token): Token[] => {
    if (token.children) token.children = forMail(token.children, options, state);
    token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
    if (token.type === 'link_open') token.attrSet('href', safeAddress(String(token.attrGet('href')), options) ?? '');
    if (token.type === 'image') {
      const src = safeAddress(String(token.attrGet('src')), options);
      if (src === undefined || !/^https?:/.test(src)) {
        return [Object.assign(new state.Token('text', '', 0), { content: token.content })];
      }
      token.attrSet('src', src);
    }
    return [token];
  });
}

/** `markdown` as HTML that holds no script, event handler, style or address of a scheme not allowed. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const env = {};
  const state = new markdown.core.State('', markdown, env);
  return markdown.renderer.render(forMail(markdown.parse(source, env), options, state), markdown.options, env);
}
