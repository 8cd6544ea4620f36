import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession.ts';

/**
 * What the form tests check on the server (the e2e server of playwright.config.ts): the subscriber
 * list through the admin API, and the mail that local mode writes to DATA_DIR/outbox.
 */

const publicServerPort = Number(process.env.E2E_PORT) || 4399;

/** The outbox of the test server on `serverPort` (playwright.config.ts): the public one's unless told. */
const outboxDir = (serverPort: number) => path.join(os.tmpdir(), `closed-biomes-e2e-${serverPort}`, 'outbox');

/** An address no other test or run uses. */
export function uniqueAddress(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Whether `email` is an active subscriber, asked through GET /api/subscribers with an admin session. */
export async function isActiveSubscriber(page: Page, baseURL: string, email: string): Promise<boolean> {
  await signInAsAdmin(page, baseURL);
  const response = await page.request.get('/api/subscribers');
  expect(response.status()).toBe(200);
  const subscribers = (await response.json()) as { email: string; isActive: boolean }[];
  return subscribers.some((subscriber) => subscriber.email === email && subscriber.isActive);
}

/** A mail as local mode writes it. */
export type OutboxMail = {
  to: string;
  replyTo?: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
};

/** Every mail local mode has written so far. */
export function outboxMails(serverPort = publicServerPort): OutboxMail[] {
  const folder = outboxDir(serverPort);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as OutboxMail);
}

/** The mail local mode wrote for `predicate`, once it is there (it is written after the answer). */
export async function outboxMail(
  predicate: (mail: OutboxMail) => boolean,
  serverPort = publicServerPort,
): Promise<OutboxMail> {
  await expect.poll(() => outboxMails(serverPort).some(predicate), { timeout: 10_000 }).toBe(true);
  return outboxMails(serverPort).find(predicate)!;
}

/** The contact mails that local mode wrote with `replyTo` as the visitor's address. */
export function contactMailsFrom(replyTo: string): OutboxMail[] {
  return outboxMails().filter((mail) => mail.replyTo === replyTo);
}

/** A contact message a visitor types, and the one mail it must arrive as, whole. */
export type TypedContactMessage = { name: string; subject: string; message: string };

export async function expectOneContactMail(replyTo: string, sent: TypedContactMessage): Promise<void> {
  await expect.poll(() => contactMailsFrom(replyTo).length, { timeout: 10_000 }).toBe(1);
  const [mail] = contactMailsFrom(replyTo);
  expect(mail!.subject).toContain(sent.subject);
  expect(mail!.text).toContain(sent.name);
  expect(mail!.text).toContain(sent.message);
}
