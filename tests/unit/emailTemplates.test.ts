import { describe, expect, it } from 'vitest';
import { contactMessageSubject, renderContactMessageEmail } from '../../src/server/email/templates/contactMessageEmail.ts';
import { renderWelcomeEmail, welcomeSubject } from '../../src/server/email/templates/welcomeEmail.ts';

describe('welcome mail', () => {
  it('carries each subscriber’s own unsubscribe link, in the HTML and in the text', async () => {
    const first = await renderWelcomeEmail('https://closedbiomes.example', 'https://closedbiomes.example/api/newsletter/unsubscribe?token=1.aaa');
    const second = await renderWelcomeEmail('https://closedbiomes.example', 'https://closedbiomes.example/api/newsletter/unsubscribe?token=2.bbb');
    expect(welcomeSubject).toBe('Welcome to the Closed Biomes newsletter');
    expect(first.html).toContain('href="https://closedbiomes.example/api/newsletter/unsubscribe?token=1.aaa"');
    expect(first.html).not.toContain('token=2.bbb');
    expect(second.html).toContain('href="https://closedbiomes.example/api/newsletter/unsubscribe?token=2.bbb"');
    expect(second.text).toContain('Unsubscribe with one click, at any time: https://closedbiomes.example/api/newsletter/unsubscribe?token=2.bbb');
    expect(first.html).toContain('Welcome to our community! 🌱');
    expect(first.html).toContain('href="https://closedbiomes.example/species"');
    expect(first.html).not.toContain('unsubscribe-link.invalid');
  });

  it('escapes a link for its HTML attribute', async () => {
    const { html, text } = await renderWelcomeEmail('https://closedbiomes.example', 'https://closedbiomes.example/u?a=1&b="2"');
    expect(html).toContain('href="https://closedbiomes.example/u?a=1&amp;b=&quot;2&quot;"');
    expect(text).toContain('https://closedbiomes.example/u?a=1&b="2"');
  });
});

describe('contact message mail', () => {
  const message = { id: 12, name: '<b>Ana</b>', email: 'ana@example.org', subject: 'Order & "more"', message: '<script>alert(1)</script>\nSecond line', createdAt: new Date('2026-11-22T10:00:00Z') };

  it('shows what the visitor wrote as text, never as markup', async () => {
    const { html, text } = await renderContactMessageEmail(message);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(text).toContain('From: <b>Ana</b> <ana@example.org>');
    expect(text).toContain('<script>alert(1)</script>\nSecond line');
    expect(text).toContain('Stored as contact message 12, 2026-11-22T10:00:00.000Z.');
    expect(contactMessageSubject(message)).toBe('Contact form: Order & "more"');
  });
});
