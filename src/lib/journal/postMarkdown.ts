import MarkdownIt, { type Token } from 'markdown-it';
import { isSitePath } from '../schemas/webAddress.ts';

/**
 * A post's Markdown as the journal's pages show it (docs/design.md decision 15), rendered once at build
 * time by markdown-it, a kept library, so that no page ships a renderer. What the admin types is never run:
 * - raw HTML is off (`html: false`): a `<script>` or an `onerror=` in the text is shown as text;
 * - a link goes only to an http(s) or mailto address, a path of the site or a place on the page;
 *   anything else (`javascript:`, `data:`, `vbscript:`…) stays plain text;
 * - a picture shows only from the site itself (the pages' Content-Security-Policy allows no other);
 *   one from elsewhere becomes a link to it, named by its alt text;
 * - no `style` attribute (markdown-it writes one for a table column's alignment).
 * The post's title is the page's only level-1 heading, so a `#` heading in the text becomes a level 2.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const allowedLink = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;
markdown.validateLink = (url) => allowedLink.test(url.trim());

function sanitized(tokens: Token[]): Token[] {
  return tokens.flatMap((token): Token[] => {
    if (token.children) token.children = sanitized(token.children);
    token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
    if (token.type === 'image') {
      if (!isSitePath(String(token.attrGet('src') ?? ''))) return imageAsLink(token);
      token.attrSet('loading', 'lazy');
    }
    return [token];
  });
}

/** A picture from elsewhere, as a link to it named by its alt text (or its address, when it has none). */
function imageAsLink(image: Token): Token[] {
  const state = new markdown.core.State('', markdown, {});
  const src = String(image.attrGet('src') ?? '');
  const text = Object.assign(new state.Token('text', '', 0), { content: image.content || src });
  if (!markdown.validateLink(src)) return [text];
  const open = new state.Token('link_open', 'a', 1);
  open.attrSet('href', src);
  return [open, text, new state.Token('link_close', 'a', -1)];
}

/** The HTML of a post's Markdown, safe to write into the page as it is. */
export function renderPostMarkdown(source: string): string {
  const env = {};
  return markdown.renderer.render(sanitized(markdown.parse(source, env)), markdown.options, env);
}
