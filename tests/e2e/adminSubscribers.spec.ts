import type { Page } from '@playwright/test';
import { adminDay, lastIssueLine } from './support/siteFacts.ts';
import { expect, expectNoAxeViolations, hydrated, slow, subscribe, test } from './support/adminFixtures.ts';
import { openAdminScreen, rowOf } from './support/adminScreens.ts';
import { answerWith, expectToast, failedLoad, holdRequests } from './support/pageHelpers.ts';

/**
 * 'Newsletter Subscribers' (requirements §2, §3, §8) against the admin server's real API; the states a
 * fresh server cannot show on demand (a missing date, an error) come from `page.route`. The screen
 * and the erase confirmation at each width, axe included: adminLayout.spec.ts.
 */

test.describe.configure({ timeout: 60_000 });

/**
 * A Status cell's text: the badge's words, then the last issue's line when there is one. An address a
 * test subscribes gets any issue another test sends meanwhile, so that line may come or not.
 */
const statusCell = (words: string) => new RegExp(`^${words}(${lastIssueLine('.+', '.+')})?$`);

test('lists a new subscriber with date and Active badge, and the CSV download, and nothing unrelated', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `admin-list-${testInfo.project.name}-${Date.now()}@example.org`;
  await subscribe(page, baseURL!, email);

  const held = await holdRequests(page, '/api/subscribers');
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
  await expect(page.getByText('Loading subscribers...')).toBeVisible(slow);
  held.release();
  const table = page.getByRole('table');
  await expect(table).toBeVisible(slow);
  await expect(table.getByRole('columnheader')).toHaveText(['Email Address', 'Date Subscribed', 'Status', 'Actions']);
  const row = rowOf(page, email);
  await expect(row.getByRole('cell')).toHaveText([adminDay(new Date()), statusCell('Active'), 'UnsubscribeErase']);
  await expect(row.locator('.badge')).toHaveAttribute('data-variant', 'default');

  // What the link downloads: tests/integration/speciesAdmin.test.ts (GET /api/subscribers.csv).
  const download = page.getByRole('link', { name: 'Download CSV' });
  await expect(download).toHaveAttribute('href', '/api/subscribers.csv');

  // The page's actions are its own: the way to the species is the admin navigation's.
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Manage Species' })).toHaveCount(0);
});

test('a missing date reads N/A, an unsubscribed address has the Unsubscribed badge, the last issue its line', async ({
  page,
}) => {
  await answerWith(page, '/api/admin/subscribers/counts', 200, { active: 1, unsubscribed: 1 });
  const bounced = { newsletterId: 4, subject: 'Spring in the jar', status: 'sent', outcome: 'bounced', error: null };
  await answerWith(page, '/api/subscribers', 200, [
    { id: 2, email: 'gone@example.org', subscribedAt: null, isActive: false, lastIssue: bounced },
    { id: 1, email: 'here@example.org', subscribedAt: '2026-03-05T12:00:00.000Z', isActive: true, lastIssue: null },
  ]);
  await page.goto('/admin/subscribers');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(rows.nth(0)).toContainText('gone@example.org');
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    'N/A',
    `Unsubscribed${lastIssueLine('Spring in the jar', 'Bounced')}`,
    'Re-subscribeErase',
  ]);
  await expect(rows.nth(0).locator('.badge')).toHaveAttribute('data-variant', 'secondary');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['March 5, 2026', 'Active', 'UnsubscribeErase']);
  // One count line.
  await expect(countLines(page)).toHaveText(['2 subscribers: 1 active, 1 unsubscribed']);
});

test('an inactive address says why it left, beside its badge', async ({ page }) => {
  await answerWith(page, '/api/admin/subscribers/counts', 200, { active: 0, unsubscribed: 4 });
  const reasons = {
    owner: 'Unsubscribed themselves',
    admin: 'Unsubscribed by an admin',
    'hard-bounce': 'Address bounced',
    complaint: 'Marked our mail as spam',
  };
  await answerWith(
    page,
    '/api/subscribers',
    200,
    Object.keys(reasons).map((unsubscribeReason, index) => ({
      id: index + 1,
      email: `${unsubscribeReason}@example.org`,
      subscribedAt: '2026-03-05T12:00:00.000Z',
      isActive: false,
      unsubscribeReason,
    })),
  );
  await page.goto('/admin/subscribers');
  for (const [reason, words] of Object.entries(reasons)) {
    await expect(rowOf(page, `${reason}@example.org`).getByRole('cell').nth(1)).toHaveText(
      `Unsubscribed${words}`,
      slow,
    );
  }
  await expectNoAxeViolations(page);
});

test('no subscribers: "No subscribers yet. Share your Coming Soon page to start collecting emails."', async ({
  page,
}) => {
  await answerWith(page, '/api/subscribers', 200, []);
  await page.goto('/admin/subscribers');
  await expect(
    page.getByText('No subscribers yet. Share your Coming Soon page to start collecting emails.', { exact: true }),
  ).toBeVisible(slow);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed load: "Error loading subscribers. Please try again."', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedLoad);
  await answerWith(page, '/api/subscribers', 500, '');
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('alert')).toHaveText('Error loading subscribers. Please try again.', slow);
});

async function counts(page: Page): Promise<{ active: number; unsubscribed: number }> {
  return (await page.request.get('/api/admin/subscribers/counts')).json();
}

/** The screen's count lines ("12 subscribers: …", "2 of 12 subscribers match …", "No subscribers match …"): one. */
const countLines = (page: Page) => page.getByText(/^(\d+ (of \d+ )?subscribers?\b|No subscribers match)/);

test('search, one count line, Unsubscribe after a confirmation and Re-subscribe, focus kept on the row', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = `manage-${testInfo.project.name}-${Date.now().toString(36)}`;
  const [first, second] = [`${tag}-a@example.org`, `${tag}-b@example.org`];
  await subscribe(page, baseURL!, first);
  await subscribe(page, baseURL!, second);

  const table = await openAdminScreen(page, 'subscribers');
  const before = await counts(page);
  await expect(countLines(page)).toHaveText([/^\d+ subscribers: \d+ active, \d+ unsubscribed$/]);
  expect(before.active).toBeGreaterThanOrEqual(2);
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(countLines(page)).toHaveText([
    new RegExp(`^2 of \\d+ subscribers match “${tag}”: 2 active, 0 unsubscribed$`),
  ]);

  await page.getByRole('button', { name: `Unsubscribe ${first}` }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Unsubscribe ${first}?` });
  await expect(confirmation).toContainText(
    'They get no more newsletters. The unsubscribe is recorded in History: Re-subscribe (here or in History) ' +
      'undoes it, as long as they have not subscribed or unsubscribed themselves since.',
  );
  await expectNoAxeViolations(page);
  await confirmation.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(confirmation).toBeHidden(slow);
  await expectToast(page, `${first} unsubscribed.`, undefined, 'success');
  const firstRow = rows.filter({ has: page.getByRole('rowheader', { name: first }) });
  await expect(firstRow.locator('.badge')).toHaveText('Unsubscribed', slow);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(statusCell('UnsubscribedUnsubscribed by an admin'));
  await expect(page.getByRole('button', { name: `Re-subscribe ${first}` })).toBeFocused();
  await expect(countLines(page)).toHaveText([/: 1 active, 1 unsubscribed$/]);

  await page.keyboard.press('Enter');
  await expectToast(page, `${first} re-subscribed.`, undefined, 'success');
  await expect(firstRow.locator('.badge')).toHaveText('Active', slow);
  await expect(page.getByRole('button', { name: `Unsubscribe ${first}` })).toBeFocused();

  await page.getByRole('button', { name: `Erase ${second}` }).click();
  const erasure = page.getByRole('alertdialog', { name: `Erase ${second}?` });
  await expect(erasure).toContainText(
    'Erasing deletes this address, its past changes in History and any newsletter mail still waiting to be ' +
      'sent to it, for good; History keeps only the word "erased". This cannot be undone: to get the ' +
      'newsletter again, they would subscribe again themselves.',
  );
  await erasure.getByRole('button', { name: 'Erase' }).click();
  await expect(erasure).toBeHidden(slow);
  await expectToast(page, `${second} erased.`, undefined, 'success');
  await expect(rows).toHaveCount(1, slow);
  await expect(countLines(page)).toHaveText([/^1 of \d+ subscribers match “.*”: 1 active, 0 unsubscribed$/]);
  const listed = await (await page.request.get(`/api/subscribers?q=${tag}`)).json();
  expect(listed.map((subscriber: { email: string }) => subscriber.email)).toEqual([first]);
});
test('by keyboard alone: search, then erase after the confirmation', async ({ page, baseURL }, testInfo) => {
  const email = `keyed-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  await subscribe(page, baseURL!, email);
  await openAdminScreen(page, 'subscribers');
  await page.getByRole('searchbox', { name: 'Search subscribers' }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1, slow);

  // The Search button, the table's region, then the row's Unsubscribe and Erase.
  for (const target of [
    page.getByRole('button', { name: 'Search', exact: true }),
    page.getByRole('region', { name: 'Subscribers' }),
    page.getByRole('button', { name: `Unsubscribe ${email}` }),
    page.getByRole('button', { name: `Erase ${email}` }),
  ]) {
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('alertdialog', { name: `Erase ${email}?` });
  await expect(confirmation.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirmation.getByRole('button', { name: 'Erase' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden(slow);
  // Nothing matches now: the count line says so, a message stands in place of the table (no empty header), and
  // focus is on it.
  await expect(countLines(page)).toHaveText([
    new RegExp(`^No subscribers match “${email}” \\(of \\d+ subscribers?\\)\\.$`),
  ]);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveText(
    'Try another part of an address, or clear the search to list everyone.',
  );
});
