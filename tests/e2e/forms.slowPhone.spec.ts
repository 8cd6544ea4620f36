import type { Locator } from '@playwright/test';
import { expectOneContactMail, isActiveSubscriber, uniqueAddress } from './support/formOutcomes.ts';
import { expect, islandHydrated, noteWhetherHydrated, openAtOnce, test } from './support/slowPhone.ts';

/**
 * The visitor forms on a slow phone: the visitor types and taps at once,
 * while the islands' scripts are still on their way. Whether the tap is answered by the island (a
 * toast) or by the browser posting the form (the outcome page), what was typed arrives whole. The
 * three newsletter blocks are one island whose form names its block in its action
 * (tests/builtSite/formPages.test.ts): the home block stands for them.
 */

test.describe.configure({ timeout: 60_000 });

/** The button is live at once, and tapped while the island is still on its way. */
async function tapAtOnce(button: Locator): Promise<void> {
  expect(await button.isEnabled(), 'the button is enabled before the island has hydrated').toBe(true);
  await noteWhetherHydrated(button, 'tapped');
  await button.click();
}

test('home newsletter: an address typed and Subscribe tapped before hydration is subscribed', async ({
  page,
  baseURL,
}) => {
  const email = uniqueAddress('slow-home');
  await openAtOnce(page, '/');
  const form = page.getByRole('form', { name: 'Stay in the loop' });
  await form.getByLabel('Email address').fill(email);
  await tapAtOnce(form.getByRole('button', { name: 'Subscribe' }));

  await expect(page.getByText(/Welcome to our community!/).first()).toBeVisible({ timeout: 20_000 });
  expect(await isActiveSubscriber(page, baseURL!, email)).toBe(true);
});

test('contact form: a message typed and sent before hydration arrives whole', async ({ page }) => {
  const email = uniqueAddress('slow-contact');
  const fields = {
    name: 'Ana Lima',
    subject: 'A question typed early',
    message: 'Does the mangrove biome ship to Lisbon?',
  };
  await openAtOnce(page, '/');
  const form = page.getByRole('form', { name: 'Share Your Thoughts' });
  await form.getByLabel('Name').pressSequentially(fields.name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(fields.subject);
  await form.getByLabel('Message').fill(fields.message);
  await tapAtOnce(form.getByRole('button', { name: 'Send Message' }));

  await expect(page.getByText("Thank you for your message. We'll respond as soon as possible.").first()).toBeVisible({
    timeout: 20_000,
  });
  await expectOneContactMail(email, fields);
});

test('typed text survives hydration: a field filled before the island is live keeps its value after it', async ({
  page,
}) => {
  await openAtOnce(page, '/');
  const form = page.getByRole('form', { name: 'Share Your Thoughts' });
  await form.getByLabel('Name').pressSequentially('Ana Lima');
  await form.getByLabel('Subject').fill('Kept');
  await noteWhetherHydrated(form, 'typed');
  await islandHydrated(form);
  await expect(form.getByLabel('Name')).toHaveValue('Ana Lima');
  await expect(form.getByLabel('Subject')).toHaveValue('Kept');
  // The hydrated island sends what it found in the fields: only the missing ones are marked.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('admin portal: the password form cannot be posted by the browser itself, so its button says it waits', async ({
  page,
}) => {
  await openAtOnce(page, '/admin-portal');
  const form = page.getByRole('form', { name: 'Admin password' });
  const waiting = form.getByRole('button', { name: 'Loading...' });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAttribute('aria-busy', 'true');
  await islandHydrated(form);
  await expect(form.getByRole('button', { name: 'Access Admin Area' })).toBeEnabled();
});
