import { expect, expectNoAxeViolations, expectNoSidewaysScroll, hydrated, slow, test } from './adminFixtures.ts';
import { answerWith, failedLoad, holdRequests } from './pageHelpers.ts';

/**
 * 'Newsletter Subscribers' (SPEC §2, §3, §8) against the admin server's real API; the states a
 * fresh server cannot show on demand (a missing date, an error) come from `page.route`.
 */

test.describe.configure({ timeout: 60_000 });

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

test('lists a new subscriber with the date and an Active badge, with the CSV download and the way to the species', async ({ page, baseURL }, testInfo) => {
  const email = `admin-list-${testInfo.project.name}-${Date.now()}@example.org`;
  const subscribed = await page.request.post('/api/newsletter/subscribe', { headers: { origin: new URL(baseURL!).origin }, data: { email } });
  expect(subscribed.ok()).toBe(true);

  const held = await holdRequests(page, '/api/subscribers');
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
  await expect(page.getByText('Loading subscribers...')).toBeVisible(slow);
  held.release();
  const table = page.getByRole('table');
  await expect(table).toBeVisible(slow);
  await expect(table.getByRole('columnheader')).toHaveText(['Email Address', 'Date Subscribed', 'Status']);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  await expect(row.getByRole('cell')).toHaveText([longDate.format(new Date()), 'Active']);
  await expect(row.locator('.badge')).toHaveAttribute('data-variant', 'default');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const download = page.getByRole('link', { name: 'Download CSV' });
  await expect(download).toHaveAttribute('href', '/api/subscribers.csv');
  const csv = await page.request.get('/api/subscribers.csv');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(email);

  await hydrated(page);
  await page.getByRole('link', { name: 'Manage Species' }).click();
  await expect(page).toHaveURL(/\/admin\/species$/);
});

test('a missing date reads N/A and an unsubscribed address has the Unsubscribed badge', async ({ page }) => {
  await answerWith(page, '/api/subscribers', 200, [
    { id: 2, email: 'gone@example.org', subscribedAt: null, isActive: false },
    { id: 1, email: 'here@example.org', subscribedAt: '2026-03-05T12:00:00.000Z', isActive: true },
  ]);
  await page.goto('/admin/subscribers');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(rows.nth(0)).toContainText('gone@example.org');
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['N/A', 'Unsubscribed']);
  await expect(rows.nth(0).locator('.badge')).toHaveAttribute('data-variant', 'secondary');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['March 5, 2026', 'Active']);
  await expect(page.getByText('2 subscribers, 1 active')).toBeVisible();
});

test('no subscribers: "No subscribers yet. Share your Coming Soon page to start collecting emails."', async ({ page }) => {
  await answerWith(page, '/api/subscribers', 200, []);
  await page.goto('/admin/subscribers');
  await expect(page.getByText('No subscribers yet. Share your Coming Soon page to start collecting emails.', { exact: true })).toBeVisible(slow);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed load: "Error loading subscribers. Please try again."', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedLoad);
  await answerWith(page, '/api/subscribers', 500, '');
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('alert')).toHaveText('Error loading subscribers. Please try again.', slow);
});
