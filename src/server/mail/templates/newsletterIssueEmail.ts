import { Link, Section, Text } from '@react-email/components';
import { toPlainText } from '@react-email/render';
import { createElement as h } from 'react';
import { renderMarkdown } from '../../../lib/renderMarkdown.ts';
import { EmailLayout, emailColors, emailHeading, emailText } from './emailLayout.ts';
import { renderEmail, type RenderedEmail, unsubscribeLinkSlot } from './renderEmail.ts';

/** A journal post as an issue mails it: its title and excerpt, and a link to its page. */
export type IssuePost = { title: string; excerpt: string; url: string };

/** What an issue holds (requirements §10.4): a journal post, or free Markdown written for the mail. */
export type IssueContent = { subject: string } & ({ post: IssuePost } | { markdown: string });

const previewLength = 140;

/** An HTML text's words as a preview shows them: no addresses, pictures or capitalized headings. */
const previewTextOptions = {
  wordwrap: false as const,
  selectors: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
  ],
};

/** The preview line mail clients show beside the subject: the post's excerpt, or the text's beginning. */
function previewOf(content: IssueContent): string {
  const text =
    'post' in content ? content.post.excerpt : toPlainText(renderMarkdown(content.markdown), previewTextOptions);
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= previewLength ? oneLine : `${oneLine.slice(0, previewLength - 1).trimEnd()}…`;
}

// Every text of the post is a React text child, so markup in it is escaped, never interpreted; the
// Markdown is rendered by renderMarkdown, which lets no raw HTML or unsafe address through.
function NewsletterIssueEmail({ content, siteUrl }: { content: IssueContent; siteUrl: string }) {
  const small = { ...emailText, color: emailColors.muted, fontSize: '13px', margin: 0 };
  const body =
    'post' in content
      ? [
          h(Text, { key: 'title', style: emailHeading }, content.post.title),
          h(Text, { key: 'excerpt', style: emailText }, content.post.excerpt),
          h(
            Text,
            { key: 'read', style: { ...emailText, margin: 0 } },
            h(
              Link,
              {
                href: content.post.url,
                style: {
                  backgroundColor: emailColors.link,
                  borderRadius: '8px',
                  color: emailColors.surface,
                  display: 'inline-block',
                  fontWeight: 600,
                  padding: '12px 20px',
                },
              },
              'Read it in the journal',
            ),
          ),
        ]
      : [
          h(Text, { key: 'subject', style: emailHeading }, content.subject),
          h('div', {
            key: 'text',
            style: { color: emailColors.text, fontSize: '16px', lineHeight: '1.6' },
            dangerouslySetInnerHTML: { __html: renderMarkdown(content.markdown, { baseUrl: siteUrl }) },
          }),
        ];
  return h(
    EmailLayout,
    {
      preview: previewOf(content),
      footer: h(
        Text,
        { style: small },
        'You get this mail because you subscribed to our newsletter on our website. ',
        h(Link, { href: unsubscribeLinkSlot, style: { color: emailColors.link } }, 'Unsubscribe'),
        ' with one click, at any time.',
      ),
    },
    h(Section, null, ...body),
  );
}

/**
 * An issue's mail with unsubscribeLinkSlot where each subscriber's unsubscribe link goes
 * (withUnsubscribeLink): the same for every subscriber, so it is rendered once, when the issue is sent.
 */
export function renderNewsletterIssueEmail(content: IssueContent, siteUrl: string): Promise<RenderedEmail> {
  return renderEmail(h(NewsletterIssueEmail, { content, siteUrl }));
}
