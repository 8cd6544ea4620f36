import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { escapeHtml } from '../../../lib/escapeHtml.ts';

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

/**
 * Mail that is the same for everyone but its unsubscribe link is rendered once with this address in
 * the link's place, and each subscriber's link is put in its place: rendering costs milliseconds, a
 * mail much less.
 */
export const unsubscribeLinkSlot = 'https://unsubscribe-link.invalid/slot';

/** A mail rendered with unsubscribeLinkSlot, with one subscriber's link in its place. */
export function withUnsubscribeLink(rendered: RenderedEmail, unsubscribeUrl: string): RenderedEmail {
  return {
    html: rendered.html.replaceAll(unsubscribeLinkSlot, escapeHtml(unsubscribeUrl)),
    text: rendered.text.replaceAll(unsubscribeLinkSlot, unsubscribeUrl),
  };
}
