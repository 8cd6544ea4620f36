import { describe, expect, it } from 'vitest';
import {
  contactMessageSubject,
  renderContactMessageEmail,
} from '../../../src/server/mail/templates/contactMessageEmail.ts';
import { renderNewsletterIssueEmail } from '../../../src/server/mail/templates/newsletterIssueEmail.ts';
import { unsubscribeLinkSlot, withUnsubscribeLink } from '../../../src/server/mail/templates/renderEmail.ts';
import { renderWelcomeEmail, welcomeSubject } from '../../../src/server/mail/templates/welcomeEmail.ts';

/**
 * The sentences a reader sees in an HTML mail, read without the converter under test: the
 * preview line is left out (hidden in the HTML too, and marked data-skip-in-text), a link's words
 * stay in their sentence, and every other tag ends a block.
 */
function visibleSentences(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
  const blocks = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<\/?a\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (_, hex, decimal, name) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return decimal ? String.fromCodePoint(Number(decimal)) : entities[name]!;
    })
    .split('\n');
  // A sentence ends at . ! or ? before a capital letter, so "community! 🌱" stays one.
  const sentencesOf = (block: string) => block.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  return blocks.flatMap(sentencesOf).filter((sentence) => sentence !== '');
}

/** The text with each link's address, written `<https://…>` after its words, set aside. */
function withoutLinkAddresses(text: string): string {
  return text.replace(/ <https?:\/\/[^\s<>]*>/g, '');
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ');

function expectEverySentenceInText({ html, text }: { html: string; text: string }): void {
  const sentences = visibleSentences(html);
  expect(sentences.length).toBeGreaterThan(3);
  const readable = collapsed(withoutLinkAddresses(text));
  for (const sentence of sentences) expect(readable, sentence).toContain(collapsed(sentence));
}

describe('welcome mail', () => {
  it('carries each subscriber’s own unsubscribe link, in the HTML and in the text', async () => {
    const first = await renderWelcomeEmail(
      'https://closedbiomes.example',
      'https://closedbiomes.example/api/newsletter/unsubscribe?token=1.aaa',
    );
    const second = await renderWelcomeEmail(
      'https://closedbiomes.example',
      'https://closedbiomes.example/api/newsletter/unsubscribe?token=2.bbb',
    );
    expect(welcomeSubject).toBe('Welcome to the Closed Biomes newsletter');
    expect(first.html).toContain('href="https://closedbiomes.example/api/newsletter/unsubscribe?token=1.aaa"');
    expect(first.html).not.toContain('token=2.bbb');
    expect(second.html).toContain('href="https://closedbiomes.example/api/newsletter/unsubscribe?token=2.bbb"');
    expect(second.text).toContain(
      'Unsubscribe <https://closedbiomes.example/api/newsletter/unsubscribe?token=2.bbb> with one click, at any time.',
    );
    expect(second.text).not.toContain('token=1.aaa');
    expect(first.html).toContain('Welcome to our community! 🌱');
    expect(first.html).toContain('href="https://closedbiomes.example/species"');
    expect(first.html).not.toContain('unsubscribe-link.invalid');
    expect(first.text).not.toContain('unsubscribe-link.invalid');
  });

  it('says in its text every sentence of its HTML, with the links’ addresses', async () => {
    const link = 'https://closedbiomes.example/api/newsletter/unsubscribe?token=1.aaa';
    const mail = await renderWelcomeEmail('https://closedbiomes.example', link);
    expect(visibleSentences(mail.html)).toContain('Welcome to our community! 🌱');
    expect(visibleSentences(mail.html)).toContain(
      'Until the next letter, meet the species that keep our biomes running in the species catalog.',
    );
    expectEverySentenceInText(mail);
    expect(mail.text).toContain('species catalog <https://closedbiomes.example/species>.');
  });

  it('escapes a link for its HTML attribute', async () => {
    const { html, text } = await renderWelcomeEmail(
      'https://closedbiomes.example',
      'https://closedbiomes.example/u?a=1&b="2"',
    );
    expect(html).toContain('href="https://closedbiomes.example/u?a=1&amp;b=&quot;2&quot;"');
    expect(text).toContain('https://closedbiomes.example/u?a=1&b="2"');
  });
});

describe('contact message mail', () => {
  const message = {
    id: 12,
    name: '<b>Ana</b>',
    email: 'ana@example.org',
    subject: 'Order & "more"',
    message: '<script>alert(1)</script>\nSecond line',
    createdAt: new Date('2026-11-22T10:00:00Z'),
  };

  it('shows what the visitor wrote as text, never as markup', async () => {
    const { html, text } = await renderContactMessageEmail(message);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(text).toContain('From\n\n<b>Ana</b> <ana@example.org>');
    expect(text).toContain('Subject\n\nOrder & "more"');
    expect(text).toContain('<script>alert(1)</script>\nSecond line');
    expect(text).toContain('Stored as contact message 12, 2026-11-22T10:00:00.000Z.');
    expect(contactMessageSubject(message)).toBe('Contact form: Order & "more"');
  });

  it('says in its text every sentence of its HTML, and keeps the message’s line breaks', async () => {
    const written = 'First paragraph.\n\nSecond one, with a list:\n- moss\n- springtails';
    const mail = await renderContactMessageEmail({ ...message, message: written });
    expect(visibleSentences(mail.html)).toContain('Reply to this mail to answer <b>Ana</b>.');
    expectEverySentenceInText(mail);
    expect(mail.text).toContain(written);
  });
});

describe('newsletter issue mail', () => {
  const siteUrl = 'https://closedbiomes.example';
  const link = `${siteUrl}/api/newsletter/unsubscribe?token=7.ccc`;
  const post = {
    title: 'Sealed jars, year two',
    excerpt: 'Still green & growing. The moss <b>won</b>.',
    url: `${siteUrl}/journal/sealed-jars-year-two`,
  };

  it('mails a post as its title, its excerpt and a link to its page, each as text, never as markup', async () => {
    const frozen = await renderNewsletterIssueEmail({ subject: 'From the journal', post }, siteUrl);
    const mail = withUnsubscribeLink(frozen, link);
    expect(mail.html).toContain('Sealed jars, year two');
    expect(mail.html).toContain('The moss &lt;b&gt;won&lt;/b&gt;.');
    expect(mail.html).toContain(`href="${post.url}"`);
    expect(mail.text).toContain(`Read it in the journal <${post.url}>`);
    expect(mail.text).toContain(`Unsubscribe <${link}> with one click, at any time.`);
    expectEverySentenceInText(mail);
  });

  it('mails free Markdown as HTML and as the text derived from it, every sentence in both', async () => {
    const markdown =
      'The **lake biome** cleared up.\n\nWhat changed:\n\n- more *snails*\n- less light\n\n' +
      'Read [the care guide](/resources) first.';
    const mail = withUnsubscribeLink(
      await renderNewsletterIssueEmail({ subject: 'Clear water', markdown }, siteUrl),
      link,
    );
    expect(mail.html).toContain('<strong>lake biome</strong>');
    expect(mail.html).toContain('<li>more <em>snails</em></li>');
    expect(mail.html).toContain(`href="${siteUrl}/resources"`);
    expect(mail.text).toContain('The lake biome cleared up.');
    expect(mail.text).toContain(`the care guide <${siteUrl}/resources>`);
    expect(mail.text).toMatch(/\* more snails\n \* less light/);
    expectEverySentenceInText(mail);
  });

  it('is rendered once with a slot for each subscriber’s own link, which nothing else holds', async () => {
    const frozen = await renderNewsletterIssueEmail({ subject: 'Slot', markdown: 'Hello.' }, siteUrl);
    expect(frozen.html).toContain(`href="${unsubscribeLinkSlot}"`);
    expect(frozen.text).toContain(`<${unsubscribeLinkSlot}>`);
    const first = withUnsubscribeLink(frozen, link);
    const second = withUnsubscribeLink(frozen, `${siteUrl}/api/newsletter/unsubscribe?token=8.ddd`);
    for (const mail of [first, second]) {
      expect(mail.html).not.toContain(unsubscribeLinkSlot);
      expect(mail.text).not.toContain(unsubscribeLinkSlot);
    }
    expect(first.html).toContain('token=7.ccc');
    expect(first.html).not.toContain('token=8.ddd');
    expect(second.text).toContain('token=8.ddd');
  });

  it('previews the post’s excerpt, or the beginning of the text, on one line', async () => {
    const long = `${'Moss grows slowly in the dark. '.repeat(10)}`;
    const mail = await renderNewsletterIssueEmail({ subject: 'Long', markdown: `# Title\n\n${long}` }, siteUrl);
    const preview = /<div[^>]*data-skip-in-text="true"[^>]*>([^<]*)/.exec(mail.html)?.[1] ?? '';
    expect(preview.startsWith('Title Moss grows slowly in the dark.')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(140);
    const ofPost = await renderNewsletterIssueEmail({ subject: 'Post', post }, siteUrl);
    expect(ofPost.html).toMatch(
      /data-skip-in-text="true"[^>]*>Still green &amp; growing\. The moss &lt;b&gt;won&lt;\/b&gt;\.</,
    );
  });
});
