import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './escapeHtml.ts';

/**
 * Markdown written in the admin area, as HTML (docs/design.md decision 15): `marked`, a kept library,
 * with what would let a text run code neutralised. Raw HTML is shown as the text it is, never
 * interpreted; a link or picture keeps only an http(s), mailto or same-site address, and anything
 * else (javascript:, data:) becomes its plain words. The one module that knows the library, so that
 * the library can be swapped here alone.
 */
export type MarkdownOptions = {
  /** Resolves addresses that start with `/` or `#` against it (a mail has no page to be relative to). */
  baseUrl?: string;
};

const allowedSchemes = new Set(['http:', 'https:', 'mailto:']);

/** The address a link or picture may carry, or undefined when it may carry none. */
export function safeAddress(href: string, { baseUrl }: MarkdownOptions = {}): string | undefined {
  const address = href.trim();
  const sameSite = /^[/#](?!\/)/.test(address);
  if (sameSite && baseUrl === undefined) return address;
  try {
    const url = sameSite ? new URL(address, baseUrl) : new URL(address);
    return allowedSchemes.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : '';
}

function markdownRenderer(options: MarkdownOptions): Marked {
  return new Marked({
    async: false,
    gfm: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const words = this.parser.parseInline(tokens);
        const address = safeAddress(href, options);
        if (address === undefined) return words;
        return `<a href="${escapeHtml(address)}"${titleAttribute(title)}>${words}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const address = safeAddress(href, options);
        if (address === undefined || address.startsWith('mailto:')) return escapeHtml(text);
        return `<img src="${escapeHtml(address)}" alt="${escapeHtml(text)}"${titleAttribute(title)}>`;
      },
    },
  });
}

const renderers = new Map<string, Marked>();

/** `markdown` as HTML that holds no script, event handler or address of a scheme not allowed. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const key = options.baseUrl ?? '';
  let renderer = renderers.get(key);
  if (!renderer) renderers.set(key, (renderer = markdownRenderer(options)));
  return renderer.parse(markdown) as string;
}
