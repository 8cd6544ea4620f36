import type { Page } from '@playwright/test';
import {
  createNewsletterIssue,
  createPost,
  expect,
  expectNoAxeViolations,
  slow,
  subscribe,
  test,
  uniqueName,
  writeHeaders,
} from './support/adminFixtures.ts';
import { openAdminScreen, rowOf } from './support/adminScreens.ts';
import { outboxMail, outboxMails } from './support/formOutcomes.ts';
import { adminDay, type IssueDeliveries, issueDeliveryTexts } from './support/siteFacts.ts';
import {
  answerWith,
  expectToast,
  failedLoad,
  holdRequests,
  recordAnnouncements,
  toastRegion,
} from './support/pageHelpers.ts';

/**
 * 'Newsletter Issues' (requirements §2.30) against the admin server's real API and its outbox (local mode
 * writes every mail to DATA_DIR/outbox): an issue written in Markdown, its preview, a test, the send to
 * every active subscriber followed to the end, and the sends refused. The screen at each width, axe
 * included: adminLayout.spec.ts.
 */

test.describe.configure({ timeout: 90_000 });

/** The admin server's port, whose data folder holds the outbox. */
const serverPort = (baseURL: string) => Number(new URL(baseURL).port);

/** A draft as GET /api/admin/newsletters lists it, for the tests that answer in the server's place. */
const draftAnswer = (id: number, subject: string) => {
  const times = { createdAt: '2026-03-05T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z' };
  const none = { total: 0, pending: 0, sent: 0, failed: 0, skipped: 0, delivered: 0, bounced: 0, complained: 0 };
  const unsent = { sendRequestedAt: null, sentAt: null, ...none, failures: [] };
  return { id, subject, status: 'draft', postId: null, post: null, body: 'Hello', ...times, ...unsent };
};

const sendIssue = (page: Page, baseURL: string, id: number) =>
  page.request.post(`/api/admin/newsletters/${id}/send`, { headers: writeHeaders(baseURL) });

// At both widths: on a phone the list is cards and the preview as narrow as the screen.
test(
  'an issue from Markdown: preview, a test, the send to everyone followed to "sent", a second send refused',
  {
    tag: '@viewport',
  },
  async ({ page, baseURL }, testInfo) => {
    const tag = `letter-${testInfo.project.name}-${Date.now().toString(36)}`;
    const readers = [`${tag}-a@example.org`, `${tag}-b@example.org`];
    for (const reader of readers) await subscribe(page, baseURL!, reader);
    const subject = uniqueName('Spring in the jar', testInfo.project.name);
    const heard = await recordAnnouncements(page);

    await openAdminScreen(page, 'newsletter');
    await page.getByRole('button', { name: 'New issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    // Nothing typed: the subject is asked for at its field, and nothing is sent.
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    await expect(dialog.getByText('Please give the issue a subject.')).toBeVisible();
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByRole('radio', { name: 'Write it here in Markdown' }).check();
    await dialog
      .getByLabel('Text')
      .fill('# The snails are back\n\nThe **hornwort** grew a finger’s length in March.\n\n- moss\n- shrimp');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog).toBeHidden(slow);
    await expectToast(page, `Draft “${subject}” saved.`, undefined, 'success');

    // The new draft is open, focus on its heading, its mail previewed as HTML and as plain text.
    const panel = page.getByRole('region', { name: subject });
    await expect(panel.getByRole('heading', { level: 2, name: subject })).toBeFocused();
    await expect(rowOf(page, subject).getByRole('cell')).toHaveText([
      'Draft',
      'Not sent yet',
      adminDay(new Date()),
      'Not yet',
      `Open ${subject}`,
    ]);
    const frame = panel.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('title', `Preview of “${subject}”`);
    await expect(frame).toHaveAttribute('srcdoc', /<strong>hornwort<\/strong>/, slow);
    // What is inside is read from srcdoc: a locator in a frame that may run no script logs an error each time.
    await expect(frame).toHaveAttribute('srcdoc', /<h1[^>]*>The snails are back<\/h1>/);
    const plainText = panel.getByRole('region', { name: `Plain text of “${subject}”` });
    await expect(plainText).toContainText('The hornwort grew a finger’s length in March.');
    // Back at the top, where the sticky header covers no row (axe counts a covered button as too small).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    // A test, to one address: it is in the outbox, and no subscriber got anything.
    const tester = `${tag}-tester@example.org`;
    await panel.getByLabel('Test address').fill(tester);
    await panel.getByRole('button', { name: 'Send a test' }).click();
    await expectToast(page, `Test sent to ${tester}.`, undefined, 'success');
    const testMail = await outboxMail((mail) => mail.to === tester, serverPort(baseURL!));
    expect(testMail.subject).toBe(`[Test] ${subject}`);
    expect(testMail.text).toContain('The hornwort grew a finger’s length in March.');
    const issueMails = () => outboxMails(serverPort(baseURL!)).filter((mail) => mail.subject.endsWith(subject));
    expect(issueMails().map((mail) => mail.to)).toEqual([tester]);

    // Send to all: the confirmation says how many active subscribers will get it. The worker of the local
    // server may be done before the screen reads the list again: until `workerDone`, the list's answers show
    // this issue still on its way, none of it sent, so that the screen has to follow it.
    let workerDone = false;
    await page.route('/api/admin/newsletters', async (route) => {
      const response = await route.fetch();
      const issues = (await response.json()) as { subject: string; total: number }[];
      for (const issue of issues.filter((listed) => listed.subject === subject && !workerDone)) {
        Object.assign(issue, { status: 'sending', pending: issue.total, sent: 0, failed: 0, skipped: 0 });
      }
      await route.fulfill({ response, json: issues });
    });
    await panel.getByRole('button', { name: 'Send to all subscribers' }).click();
    const confirmation = page.getByRole('alertdialog', { name: `Send “${subject}” to all subscribers?` });
    await expect(confirmation).toContainText(/\d+ subscribers will get it: every active address, once\./);
    const active = Number(/(\d+) subscribers will get it/.exec((await confirmation.textContent())!)![1]);
    expect(active).toBeGreaterThanOrEqual(readers.length);
    await expectNoAxeViolations(page);
    await confirmation.getByRole('button', { name: `Send to ${active} subscribers` }).click();
    await expect(confirmation).toBeHidden(slow);
    await expectToast(page, `Sending “${subject}” to ${active} subscribers.`, undefined, 'success');

    // The list follows the sending by itself, to the end, and the live region says when it starts and ends.
    const row = rowOf(page, subject);
    // What the live regions said: another test's issue may change state meanwhile, and be said after this one.
    const heardAbout = async (words: string) => (await heard()).some((said) => said.includes(`“${subject}” ${words}`));
    await expect(row.locator('.badge')).toHaveText('Sending', slow);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^0 of \d+ sent$/);
    await expect.poll(() => heardAbout('is being sent to ')).toBe(true);
    await expect(panel.getByRole('progressbar', { name: 'Sending' })).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2, name: subject })).toBeFocused();
    workerDone = true;
    await expect(row.locator('.badge')).toHaveText('Sent', { timeout: 60_000 });
    const [, delivered] = await row.getByRole('cell').allTextContents();
    const [sent, total] = /^(\d+) of (\d+) sent$/.exec(delivered!)!.slice(1).map(Number);
    expect(sent).toBe(total);
    expect(total).toBeGreaterThanOrEqual(readers.length);
    await expect.poll(() => heardAbout(`was sent to ${sent} subscribers.`)).toBe(true);
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Send to all subscribers' })).toHaveCount(0);
    // Each reader got it once, and the test went to the tester alone.
    const readersMails = () => issueMails().filter((mail) => readers.includes(mail.to));
    await expect
      .poll(() =>
        readersMails()
          .map((mail) => mail.to)
          .sort(),
      )
      .toEqual([...readers].sort());
    for (const mail of readersMails()) {
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain('The hornwort grew a finger’s length in March.');
    }

    // Sent once, never again.
    const id = Number(await row.getAttribute('data-issue'));
    const again = await sendIssue(page, baseURL!, id);
    expect(again.status()).toBe(409);
  },
);

test('a send refused because the issue went out from another window says so, and the list shows it', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(failedLoad);
  // At least one active subscriber, so that the confirmation offers the send.
  await subscribe(page, baseURL!, `elsewhere-${testInfo.project.name}-${Date.now().toString(36)}@example.org`);
  const subject = uniqueName('Sent elsewhere', testInfo.project.name);
  const id = await createNewsletterIssue(page, baseURL!, subject, 'Sent from the other window first.');
  await openAdminScreen(page, 'newsletter');
  await page.getByRole('button', { name: `Open ${subject}` }).click();
  const panel = page.getByRole('region', { name: subject });
  await expect(panel.getByRole('heading', { level: 2, name: subject })).toBeFocused();

  // The other window sends it first.
  expect((await sendIssue(page, baseURL!, id)).status()).toBe(202);
  await panel.getByRole('button', { name: 'Send to all subscribers' }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Send “${subject}” to all subscribers?` });
  await confirmation.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(confirmation).toBeHidden(slow);
  // The server's words: its worker may have finished the other window's send by now, or not.
  await expect(toastRegion(page).getByRole('listitem')).toHaveText(
    /^Error\s*This issue (is being|has been) sent already, so it cannot be sent again: /,
  );
  await expect(rowOf(page, subject).locator('.badge')).toHaveText(/Sending|Sent/, slow);
  await expect(panel.getByRole('button', { name: 'Send to all subscribers' })).toHaveCount(0);
});

test('failed mails: why they failed, "Retry 2 failed" refused while none has, then sent again until none has', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(failedLoad);
  const subject = uniqueName('Partly failed', testInfo.project.name);
  const id = await createNewsletterIssue(page, baseURL!, subject, 'The moss is back.');
  // Local mode's outbox never refuses a mail for good, so no delivery of a test server fails: the list shows
  // this draft as it would be once two of its five mails had failed, then as each answer of a retry makes it.
  const failures = [
    { reason: 'The mailbox is full.', count: 1 },
    { reason: 'No such address.', count: 1 },
  ];
  const afterFailures: IssueDeliveries = {
    ...{ total: 5, pending: 0, sent: 3, failed: 2, skipped: 0 },
    ...{ delivered: 2, bounced: 1, complained: 0, failures },
  };
  let shown: IssueDeliveries & { status: string } = { status: 'failed', ...afterFailures };
  const heard = await recordAnnouncements(page);
  await page.route('/api/admin/newsletters', async (route) => {
    const response = await route.fetch();
    const issues = (await response.json()) as { id: number }[];
    for (const issue of issues.filter((listed) => listed.id === id)) Object.assign(issue, shown);
    await route.fulfill({ response, json: issues });
  });
  await openAdminScreen(page, 'newsletter');
  await page.getByRole('button', { name: `Open ${subject}` }).click();
  const panel = page.getByRole('region', { name: subject });
  await expect(panel.getByText(issueDeliveryTexts.figures(afterFailures), { exact: true })).toBeVisible();
  const failed = panel.getByRole('group', { name: issueDeliveryTexts.failedTitle(2) });
  await expect(failed.getByRole('listitem')).toHaveText(failures.map(issueDeliveryTexts.failureReason));
  const retry = failed.getByRole('button', { name: issueDeliveryTexts.retryLabel(2), exact: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  // The server's own answer first: to it this issue is a draft, with no failed delivery to send again.
  await retry.click();
  await expectToast(page, 'Error', issueDeliveryTexts.nothingFailed, 'error');
  await expect(panel.getByRole('heading', { level: 2, name: subject })).toBeFocused();

  // Then a retry that starts, its answer held while the button is seen waiting, as wide as before.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`/api/admin/newsletters/${id}/retry`, async (route) => {
    await answered;
    shown = { ...afterFailures, status: 'sending', pending: 2, failed: 0, failures: [] };
    await route.fulfill({ status: 202, json: { id, subject, ...shown } });
  });
  const width = (await retry.boundingBox())!.width;
  await retry.focus();
  await page.keyboard.press('Enter');
  const waiting = failed.getByRole('button', { name: issueDeliveryTexts.retryPending, exact: true });
  await expect(waiting).toBeDisabled();
  expect((await waiting.boundingBox())!.width).toBeCloseTo(width, 1);
  answer();
  await expectToast(page, issueDeliveryTexts.retryStarted(subject, 2), undefined, 'success');
  const row = rowOf(page, subject);
  await expect(row.locator('.badge')).toHaveText('Sending', slow);
  await expect(panel.getByRole('progressbar', { name: 'Sending' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(panel.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  const retryHeard = async () => (await heard()).some((said) => said.endsWith(issueDeliveryTexts.retryHeard(subject)));
  await expect.poll(retryHeard).toBe(true);

  // Both go this time: the list, read again while it is sending, shows it sent with nothing failed.
  const afterRetry = { ...afterFailures, sent: 5, failed: 0, failures: [] };
  shown = { ...afterRetry, status: 'sent' };
  await expect(row.locator('.badge')).toHaveText('Sent', slow);
  await expect(row.getByRole('cell').nth(1)).toHaveText('5 of 5 sent');
  await expect(panel.getByText(issueDeliveryTexts.figures(afterRetry), { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Retry / })).toHaveCount(0);
});

test('refusals are shown where they belong: a field the server names, a bad test address', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedLoad);
  const subject = 'Answered by the test';
  await answerWith(page, '/api/admin/newsletters', 200, [draftAnswer(9, subject)]);
  await answerWith(page, '/api/admin/newsletters/9/preview', 200, { subject, html: '<p>Hello</p>', text: 'Hello' });
  await openAdminScreen(page, 'newsletter');

  // The test address: checked here first, then the server's refusal at the same field.
  await page.getByRole('button', { name: `Open ${subject}` }).click();
  const address = page.getByRole('region', { name: subject }).getByLabel('Test address');
  await address.fill('me@');
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(/Please enter a valid email address\./);
  await answerWith(page, '/api/admin/newsletters/9/test', 400, {
    message: 'Tests go to the addresses of the admin team only.',
    field: 'email',
  });
  await address.fill('someone@example.org');
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(address).toHaveAccessibleDescription(/Tests go to the addresses of the admin team only\./);
  await expect(address).toBeFocused();

  await page.getByRole('button', { name: 'New issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New issue' });
  await dialog.getByLabel('Subject').fill('A subject');
  await dialog.getByLabel('Text').fill('Some text');
  await page.unroute('/api/admin/newsletters');
  await answerWith(page, '/api/admin/newsletters', 400, {
    message: 'The text holds a link that is not https.',
    field: 'body',
  });
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByLabel('Text')).toBeFocused();
  await expect(dialog.getByLabel('Text')).toHaveAccessibleDescription(/The text holds a link that is not https\./);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'New issue' })).toBeFocused();
});

test('an issue from a published journal post: only published posts offered, the mail leads to the post', async ({
  page,
  baseURL,
}, testInfo) => {
  const post = await createPost(page, baseURL!, {
    title: uniqueName('Moss on the glass', testInfo.project.name),
    excerpt: 'How a moss climbed the inside of a jar in one winter.',
    isPublished: true,
  });
  const draftPost = await createPost(page, baseURL!, { title: uniqueName('Unfinished post', testInfo.project.name) });
  const subject = uniqueName('From the journal', testInfo.project.name);
  await openAdminScreen(page, 'newsletter');
  const postsRead = await holdRequests(page, '/api/admin/posts');
  await page.getByRole('button', { name: 'New issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New issue' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('radio', { name: 'A published journal post' }).check();
  // Saved before the posts are there, with none chosen: once they are, the choice is asked for at its field.
  await expect(dialog.getByText('Loading posts...')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  postsRead.release();
  const choice = dialog.getByLabel('Post', { exact: true });
  await expect(choice).toBeFocused();
  await expect(choice).toHaveAccessibleDescription('Please choose a post.');
  await expect(dialog.getByRole('option', { name: post.title })).toHaveCount(1);
  await expect(dialog.getByRole('option', { name: draftPost.title })).toHaveCount(0);
  await choice.selectOption({ label: post.title });
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden(slow);

  const panel = page.getByRole('region', { name: subject });
  await expect(panel.getByText(`From the journal post “${post.title}”.`)).toBeVisible();
  const frame = panel.locator('iframe');
  await expect(frame).toHaveAttribute('srcdoc', /How a moss climbed the inside of a jar in one winter\./, slow);
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(`/journal/${post.slug}"`));
});

test('a draft edited, its preview following, then deleted after a confirmation', async ({
  page,
  baseURL,
}, testInfo) => {
  const subject = uniqueName('First thoughts', testInfo.project.name);
  await createNewsletterIssue(page, baseURL!, subject, 'The moss is *green*.');
  await openAdminScreen(page, 'newsletter');
  await page.getByRole('button', { name: `Open ${subject}` }).click();
  const panel = page.getByRole('region', { name: subject });
  await expect(panel.locator('iframe')).toHaveAttribute('srcdoc', /<em>green<\/em>/, slow);

  await panel.getByRole('button', { name: 'Edit draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit draft' });
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
  await expect(dialog.getByRole('radio', { name: 'Write it here in Markdown' })).toBeChecked();
  await expect(dialog.getByLabel('Text')).toHaveValue('The moss is *green*.');
  const edited = `${subject} (edited)`;
  await dialog.getByLabel('Subject').fill(edited);
  await dialog.getByLabel('Text').fill('The moss is **brown** now.');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden(slow);
  await expectToast(page, `Draft “${edited}” saved.`, undefined, 'success');
  const editedPanel = page.getByRole('region', { name: edited });
  await expect(editedPanel.getByRole('heading', { level: 2, name: edited })).toBeFocused();
  await expect(editedPanel.locator('iframe')).toHaveAttribute('srcdoc', /<strong>brown<\/strong>/, slow);
  await expect(rowOf(page, edited)).toHaveCount(1);

  await editedPanel.getByRole('button', { name: 'Delete draft' }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Delete the draft “${edited}”?` });
  await expect(confirmation).toContainText('It has gone to nobody yet. Deleting it cannot be undone.');
  await confirmation.getByRole('button', { name: 'Delete draft' }).click();
  await expect(confirmation).toBeHidden(slow);
  await expectToast(page, `Draft “${edited}” deleted.`, undefined, 'success');
  await expect(rowOf(page, edited)).toHaveCount(0);
  await expect(editedPanel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New issue' })).toBeFocused();
});

test('with no issues yet, the screen says how to write the first', async ({ page }) => {
  await answerWith(page, '/api/admin/newsletters', 200, []);
  await openAdminScreen(page, 'newsletter');
  await expect(
    page.getByText('No issues yet. Write the first with New issue: from a journal post, or in Markdown.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
