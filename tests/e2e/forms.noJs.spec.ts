import { expect, type Page } from '@playwright/test';
import { contactMailsFrom, isActiveSubscriber, uniqueAddress } from './support/formOutcomes.ts';
import { test } from './support/fixtures.ts';

/**
 * The newsletter and contact forms with JavaScript off (issue 10, point 4): each is a real form the
 * browser posts; the function answers with a 303 to a page of the site that says what happened and
 * leads back to the form. The real limits are high, so the 429 is answered here exactly as the
 * function answers it (a 303 to the rate-limit page; tests/integration proves the function does).
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

  test('answers a malformed address with the island’s validation message, and stores nothing', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueAddress('nojs-bad').replace('.org', '');
    await page.goto('/');
    await homeNewsletter(page).getByLabel('Email address').fill(email);
    await homeNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();

    await expectOutcomePage(
      page,
      '/newsletter/home/invalid-email',
      'Invalid email',
      'Please enter a valid email address.',
    );
    expect(await isActiveSubscriber(page, baseURL!, email)).toBe(false);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(homeNewsletter(page)).toBeInViewport();
  });

  test('answers a blank address with "Email required"', async ({ page }) => {
    await page.goto('/');
    await homeNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expectOutcomePage(
      page,
      '/newsletter/home/email-required',
      'Email required',
      'Please enter your email address.',
    );
  });

  test('shows the rate limit’s message on a 429', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe**', (route) =>
      route.fulfill({ status: 303, headers: { location: '/newsletter/home/too-many-requests' } }),
    );
    await page.goto('/');
    await homeNewsletter(page).getByLabel('Email address').fill(uniqueAddress('nojs-limit'));
    await homeNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expectOutcomePage(
      page,
      '/newsletter/home/too-many-requests',
      'Subscription failed',
      'Too many requests. Please wait a few minutes and try again.',
    );
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
    await expect.poll(() => contactMailsFrom(email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = contactMailsFrom(email);
    expect(mail!.subject).toContain(fields.subject);
    expect(mail!.text).toContain(fields.name);
    expect(mail!.text).toContain(fields.message);
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

  test('answers missing fields with "Please fill in all fields"', async ({ page }) => {
    await page.goto('/');
    await contactForm(page).getByLabel('Name').fill(fields.name);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expectOutcomePage(page, '/contact/missing-fields', 'Missing information', 'Please fill in all fields');
  });

  test('shows the rate limit’s message on a 429', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 303, headers: { location: '/contact/too-many-requests' } }),
    );
    await page.goto('/');
    await fillContact(page, uniqueAddress('nojs-contact-limit'));
    await expectOutcomePage(
      page,
      '/contact/too-many-requests',
      'Message failed to send',
      'Too many requests. Please wait a few minutes and try again.',
    );
  });
});
