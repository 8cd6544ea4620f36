import { isAllowedLink, renderSafeMarkdown } from '../renderMarkdown.ts';
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
 * The renderer and its rules of raw HTML, links and styles are the site's one (src/lib/renderMarkdown.ts).
 */
export function renderPostMarkdown(source: string): string {
  return renderSafeMarkdown(source, (token, newToken) => {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
    if (token.type !== 'image') return [token];
    const src = String(token.attrGet('src') ?? '');
    if (isSitePath(src)) {
      token.attrSet('loading', 'lazy');
      return [token];
    }
    // A picture from elsewhere: a link to it named by its alt text (or its address, when it has none).
    const text = Object.assign(newToken('text', '', 0), { content: token.content || src });
    if (!isAllowedLink(src)) return [text];
    const open = newToken('link_open', 'a', 1);
    open.attrSet('href', src);
    return [open, text, newToken('link_close', 'a', -1)];
  });
}
