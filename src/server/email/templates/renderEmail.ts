import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

export type RenderedEmail = { html: string; text: string };

/**
 * The plain-text body is derived from the HTML by React Email's own conversion (what `render`'s
 * `plainText` option runs, here applied to the HTML already rendered rather than rendering twice),
 * so the two bodies cannot drift apart. Links show their address in angle brackets after their
 * words, the usual way of writing an address in plain text; the line breaks of a visitor's message
 * stay as written.
 */
const plainTextOptions = {
  preserveNewlines: true,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['<', '>'] as [string, string], hideLinkHrefIfSameAsText: true } },
  ],
};

export function emailTextOf(html: string): string {
  return toPlainText(html, plainTextOptions);
}

export async function renderEmail(email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email);
  return { html, text: emailTextOf(html) };
}
