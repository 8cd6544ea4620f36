import { expect, type Page } from '@playwright/test';

/**
 * The admin password of the server the browser tests run against: playwright.config.ts passes it
 * as ADMIN_PASSWORD (local mode). Test-only; production uses ADMIN_PASSWORD_HASH.
 */
export const e2eAdminPassword = 'e2e admin password, not a secret';

/**
 * Signs this page's browser context in without the UI (the request shares the page's cookies), for a
 * test on the public server that needs a session: `await signInAsAdmin(page, baseURL!)`. (The admin
 * screens' specs start signed in: adminFixtures.ts.) A right password also clears this address's
 * count of wrong ones.
 */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post('/api/auth/password', {
    data: { password: e2eAdminPassword },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
}
