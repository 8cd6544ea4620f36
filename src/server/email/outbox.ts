import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutgoingEmail } from './mailer.ts';

/**
 * Local mode's "sent" mail: each message as a .json file (envelope, headers and text) beside an
 * .html file with its HTML body, so it can be read, opened in a browser, or sent later. Written
 * synchronously: two small files cost less than half the CPU that way than through the promise
 * API, which matters when hundreds of people subscribe in a second.
 */
const madeDirs = new Set<string>();

export function writeToOutbox(outboxDir: string, from: string, email: OutgoingEmail): string {
  if (!madeDirs.has(outboxDir)) {
    fs.mkdirSync(outboxDir, { recursive: true });
    madeDirs.add(outboxDir);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // "welcome-12", "contact-message-34": the kind and the id of the row it belongs to.
  const rowId = email.reference.replace(/\D+/g, '');
  const base = path.join(outboxDir, `${stamp}-${email.kind}-${rowId}-${crypto.randomBytes(3).toString('hex')}`);
  const envelope = { from, to: email.to, replyTo: email.replyTo, subject: email.subject, headers: email.headers ?? {}, reference: email.reference, text: email.text };
  fs.writeFileSync(`${base}.html`, email.html);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(envelope, null, 2)}\n`);
  return `${base}.json`;
}
