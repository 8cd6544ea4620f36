import { expect, type Page } from '@playwright/test';
import {
  contactMailsFrom,
  expectOneContactMail,
  isActiveSubscriber,
  outboxMail,
  outboxMails,
  uniqueAddress,
} from './support/formOutcomes.ts';
import { test } from './support/fixtures.ts';

/**
 * The newsletter and contact forms with JavaScript off: each is a real form the
 * browser posts; the function answers with a 303 to a page of the site that says what happened and
 * leads back to the form. Which outcome page each refusal and the rate limit lead to is proved by
 * tests/integration (newsletter.test.ts, contact.test.ts), what each page says by
 * tests/builtSite/formPages.test.ts; here the browser posts the forms and follows the answers.
 */

test.describe.configure({ timeout: 60_000 });

/** The outcome page is a page of the site: its header, its footer, and one heading saying what happened. */
async function expectOutcomePage(page: Page, pathname: string, heading: string | RegExp, text: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('main')).toContainText(text);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.content()).not.toContain('{"message"');
}

const homeNewsletter = (page: Page) => page.getByRole('form', { name: 'Stay in the loop' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Share Your Thoughts' });

test.describe('home newsletter without JavaScript', () => {
  test('subscribes, says so on a page of the site, and leads back', async ({ page, baseURL }) => {
    const email = uniqueAddress('nojs-home');
    await page.goto('/');
    await homeNewsletter(page).getByLabel('Email address').fill(email);
    await homeNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();

    await expectOutcomePage(
      page,
      '/newsletter/home/subscribed',
      'Welcome to our community! 🌱',
      "You'll receive updates about new ecosystems",
    );
    expect(await isActiveSubscriber(page, baseURL!, email)).toBe(true);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('keeps a blank or malformed address in the form, unsent: the browser holds it to the server’s rule', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const field = homeNewsletter(page).getByLabel('Email address');
    const subscribe = homeNewsletter(page).getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await field.fill('ana.example.org');
    await subscribe.click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    // Addresses the browser's own e-mail check lets through, but requirements §5 does not: the pattern stops them.
    for (const email of [uniqueAddress('nojs-bad').replace('.org', ''), '.ana@example.org', 'ana..lima@example.org']) {
      await field.fill(email);
      await subscribe.click();
      expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch), email).toBe(true);
      await expect(field).toHaveValue(email);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      expect(await isActiveSubscriber(page, baseURL!, email)).toBe(false);
    }
  });
});

test.describe('contact form without JavaScript', () => {
  const fields = {
    name: 'Ana Lima',
    subject: 'Sent without scripts',
    message: 'Hello from a browser with JavaScript off.',
  };

  async function fillContact(page: Page, email: string): Promise<void> {
    const form = contactForm(page);
    await form.getByLabel('Name').fill(fields.name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(fields.subject);
    await form.getByLabel('Message').fill(fields.message);
    await form.getByRole('button', { name: 'Send Message' }).click();
  }

  test('sends the message whole and says so on a page of the site', async ({ page }) => {
    const email = uniqueAddress('nojs-contact');
    await page.goto('/');
    await fillContact(page, email);

    await expectOutcomePage(
      page,
      '/contact/sent',
      'Message sent!',
      "Thank you for your message. We'll respond as soon as possible.",
    );
    await expectOneContactMail(email, fields);
  });

  test('answers a bad address with the island’s message, sends nothing, and Back keeps what was typed', async ({
    page,
  }) => {
    const email = 'ana@example';
    await page.goto('/');
    await fillContact(page, email);

    await expectOutcomePage(page, '/contact/invalid-email', 'Invalid email', 'Please enter a valid email address');
    await expect(page.getByRole('main')).toContainText('Back button');
    expect(contactMailsFrom(email)).toEqual([]);
    await page.goBack();
    await expect(contactForm(page).getByLabel('Name')).toHaveValue(fields.name);
    await expect(contactForm(page).getByLabel('Message')).toHaveValue(fields.message);
  });
});

test.describe('unsubscribe without JavaScript', () => {
  test('the welcome mail’s link opens a confirmation page of the site, whose plain-form button unsubscribes', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueAddress('nojs-leaving');
    expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(200);
    const mail = await outboxMail((envelope) => envelope.to === email);
    const link = new URL(mail.headers['List-Unsubscribe']!.slice(1, -1));
    expect(mail.text).toContain(link.href);

    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(`/newsletter/unsubscribe?token=${link.searchParams.get('token')}`);
    await expectOutcomePage(
      page,
      '/newsletter/unsubscribe',
      'Unsubscribe from our newsletter?',
      'we will stop sending our newsletter',
    );
    await expect(page).toHaveTitle('Unsubscribe | Closed Biomes');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectOutcomePage(
      page,
      '/newsletter/unsubscribed',
      'You have been unsubscribed',
      'You will no longer receive our newsletter',
    );
    await expect(page).toHaveTitle('You Have Been Unsubscribed | Closed Biomes');
    expect(await isActiveSubscriber(page, baseURL!, email)).toBe(false);
    // The welcome was the only mail: leaving sends none.
    expect(outboxMails().filter((envelope) => envelope.to === email)).toHaveLength(1);
  });
});
