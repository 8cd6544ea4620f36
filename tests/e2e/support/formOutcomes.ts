import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession.ts';

/**
 * What the field-condition tests of the forms check on the server (the e2e server of
 * playwright.config.ts): the subscriber list through the admin API, and the contact mail that local
 * mode writes to DATA_DIR/outbox.
 */

const outboxDir = path.join(os.tmpdir(), `closed-biomes-e2e-${Number(process.env.E2E_PORT) || 4399}`, 'outbox');

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

type ContactMail = { to: string; replyTo?: string; subject: string; text: string };

/** The contact mails that local mode wrote with `replyTo` as the visitor's address. */
export function contactMailsFrom(replyTo: string): ContactMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as ContactMail)
    .filter((mail) => mail.replyTo === replyTo);
}
