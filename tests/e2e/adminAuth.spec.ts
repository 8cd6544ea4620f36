import { expect, type Locator, type Page } from '@playwright/test';
import { googleSignInErrors } from './support/siteFacts.ts';
import { signInAsAdmin, e2eAdminPassword } from './support/adminSession.ts';
import { test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { expectToast, recordToasts } from './support/pageHelpers.ts';

/**
 * The admin sign-in in the browser (requirements §2 admin routes, §5, §8; docs/design.md decision 7) against the
 * real API of `npm start`. Both projects share one server and one client address (127.0.0.1), whose
 * wrong passwords count towards the lockout (5 within 15 minutes): the tests send few wrong ones, a
 * right one clears the count, and the 429 is provoked with `page.route` instead of for real.
 */
test.describe.configure({ timeout: 60_000 });

const failedLoad = /Failed to load resource/;

function toast(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

/** No WCAG 2.2 A/AA violation once the page's islands that hydrate on load or idle are live. */
async function expectNoViolations(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'),
  );
  await expectNoAxeViolations(page);
}

async function openPortal(page: Page): Promise<Locator> {
  await page.goto('/admin-portal');
  const form = page.getByRole('form', { name: 'Admin password' });
  await expect(form.getByRole('button', { name: 'Access Admin Area' })).toBeEnabled({ timeout: 15_000 });
  return form;
}

test.describe('password portal', () => {
  test('the password field has focus on load; an empty password asks for one and sends nothing; passes axe', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    const form = await openPortal(page);
    await expect(form.getByLabel('Password')).toBeFocused();
    await expectNoViolations(page);
    await form.getByRole('button', { name: 'Access Admin Area' }).click();
    await expect(toast(page)).toHaveText('Please enter the password.');
    await expect(form.getByLabel('Password')).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('a wrong password: the §5.11 message, the field marked and focused, no way in; a lockout says how long', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedLoad);
    const form = await openPortal(page);
    const field = form.getByLabel('Password');
    await test.step('a wrong password', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Portal');
      await field.fill('not the password');
      await form.getByRole('button', { name: 'Access Admin Area' }).click();
      await expectToast(page, 'Access denied - Incorrect password. Please try again.', undefined, 'error');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      // Shown next to the field as well, and tied to it, until the password is typed again.
      await expect(form.getByText('Access denied - Incorrect password. Please try again.')).toBeVisible();
      await expect(field).toHaveAccessibleDescription('Access denied - Incorrect password. Please try again.');
      await expect(page).toHaveURL(/\/admin-portal$/);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('admin_session');
    });
    await test.step('a locked-out address is told how long to wait', async () => {
      const message =
        'Too many incorrect passwords. Sign-in from your network is locked; please try again in 15 minutes.';
      await page.route('**/api/auth/password', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': '900' },
          body: JSON.stringify({ message }),
        }),
      );
      await field.fill(e2eAdminPassword);
      await form.getByRole('button', { name: 'Access Admin Area' }).click();
      await expect(toast(page)).toHaveText(message);
      await expect(page).toHaveURL(/\/admin-portal$/);
      await expect(form.getByRole('button', { name: 'Access Admin Area' })).toBeEnabled();
    });
  });

  test('Enter submits; the button waits disabled; then “Access granted” and on to the admin area', async ({ page }) => {
    const form = await openPortal(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/password', async (route) => {
      await held;
      await route.continue();
    });
    // The page leaves 800 ms after its toast, sooner than a loaded machine can read it: the toasts
    // are recorded as they appear. (Holding the next page back instead stalls every read of this one.)
    const shown = await recordToasts(page);
    await form.getByLabel('Password').fill(e2eAdminPassword);
    await form.getByLabel('Password').press('Enter');
    await expect(form.getByRole('button', { name: 'Access Admin Area' })).toBeDisabled();
    release();
    await expect
      .poll(() => shown)
      .toEqual([{ text: 'Access granted - Redirecting to admin area...', tone: 'success' }]);
    await page.waitForURL('**/admin/species');
    await expect(page.getByRole('heading', { level: 1, name: 'Species Management' })).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'admin_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});

test.describe('sign-in pages', () => {
  // Their cards, links and noindex are read from the built pages (tests/builtSite/adminSignInPages.test.ts).
  test('/admin-login leads with a way in that is on, explains an unfinished Google sign-in, passes axe', async ({
    page,
  }) => {
    const alert = page.getByRole('alert');
    await test.step('no alert without an error, and no violations', async () => {
      await page.goto('/admin-login');
      await expect(alert).toBeHidden();
      await expectNoViolations(page);
    });
    await test.step('with Google sign-in off, the password leads and no Google button is offered', async () => {
      const ways = page.getByRole('link', { name: /^Sign in with/ });
      await expect(ways).toHaveText(['Sign in with the admin password']);
      await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeHidden();
      await page.goto('/admin-portal');
      await expect(page.getByRole('button', { name: 'Access Admin Area' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'sign in with Google' })).toBeHidden();
    });
    await test.step('Google sign-in that is not set up comes back to the login page and says so', async () => {
      await page.goto('/api/auth/google');
      await page.waitForURL('**/admin-login?error=google-unavailable');
      await expect(alert).toHaveText(googleSignInErrors['google-unavailable']);
    });
    await test.step('a Google sign-in that did not complete, with its alert passing axe', async () => {
      await page.goto('/admin-login?error=google-failed');
      await expect(alert).toHaveText(googleSignInErrors['google-failed']);
      await expectNoViolations(page);
    });
    await test.step('an unknown code is ignored', async () => {
      await page.goto('/admin-login?error=%3Cimg%20src%3Dx%3E');
      await expect(alert).toBeHidden();
    });
  });

  test('/admin-unauthorized passes axe', async ({ page }) => {
    await page.goto('/admin-unauthorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expectNoViolations(page);
  });
});

test.describe('admin pages', () => {
  test('send a visitor who is not signed in to /admin-login, showing “Loading…” meanwhile', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedLoad);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/admin', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('heading', { name: 'Admin Area' })).toHaveCount(0);
    release();
    await page.waitForURL('**/admin-login');
  });

  test('show their content to a signed-in administrator, who can sign out', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Area');
    await expect(page.getByText('Signed in with the admin password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Species' }).first()).toHaveAttribute('href', '/admin/species');
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin-login');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('admin_session');
    const check = await page.request.get('/api/auth/admin');
    expect(check.status()).toBe(401);
  });
});

test.describe('footer admin menu', () => {
  const adminButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Admin' });

  test('is absent for visitors, who never ask the server about it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/auth/') && asked.push(request.url()));
    await page.goto('/');
    await page.waitForFunction(
      () => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(adminButton(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Manage Species' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('appears for a signed-in administrator, works from the keyboard, and disappears after signing out', async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/species');
    const button = adminButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const links = page.getByRole('contentinfo').getByRole('link', { name: /^(Manage Species|View Subscribers)$/ });
    await expect(links).toHaveCount(0);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toHaveText(['Manage Species', 'View Subscribers']);
    await expect(links.nth(0)).toHaveAttribute('href', '/admin/species');
    await expect(links.nth(1)).toHaveAttribute('href', '/admin/subscribers');
    await page.keyboard.press('Tab');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(links).toHaveCount(0);

    await expectNoAxeViolations(page, { within: 'footer' });

    await test.step('disappears after signing out', async () => {
      const signedOut = await page.request.post('/api/auth/logout', { headers: { origin: new URL(baseURL!).origin } });
      expect(signedOut.status()).toBe(200);
      await page.goto('/');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await expect(adminButton(page)).toBeHidden();
    });
  });

  // A finger taps where a mouse clicks, and the open list must fit the phone's width: at both widths.
  test(
    'opens and closes with a tap or a click on its button',
    { tag: '@viewport' },
    async ({ page, baseURL }, testInfo) => {
      await signInAsAdmin(page, baseURL!);
      await page.goto('/');
      const button = adminButton(page);
      await button.scrollIntoViewIfNeeded();
      // A tap also sends the compatibility mouse events (mouseover, mousedown…): they must not count as a hover.
      const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
      await press(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const manage = page.getByRole('contentinfo').getByRole('link', { name: 'Manage Species' });
      await expect(manage).toBeVisible();
      // The open list stays on the screen: running past its edge would widen the page (and a phone zoom out).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await press(button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(manage).toBeHidden();
      await press(button);
      await press(manage);
      await expect(page).toHaveURL(/\/admin\/species$/);
    },
  );

  test('opens on hover', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/');
    const button = adminButton(page);
    await button.scrollIntoViewIfNeeded();
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const manage = page.getByRole('contentinfo').getByRole('link', { name: 'Manage Species' });
    await manage.hover();
    await expect(manage).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A click on the hover-opened button keeps it open, also once the pointer has left.
    await button.hover();
    await button.click();
    await page.mouse.move(0, 0);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
