import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, writePrivateFileWhole } from '../privateDataDir.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';

/**
 * Local mode's "sent" mail: each message as a .json file (envelope, headers and text) beside an
 * .html file with its HTML body, so it can be read, opened in a browser, or sent later. Written
 * synchronously: two small files cost less than half the CPU that way than through the promise
 * API, which matters when hundreds of people subscribe in a second.
 */
const madeDirs = new Set<string>();

export function writeToOutbox(outboxDir: string, from: string, email: OutgoingEmail): string {
  if (!madeDirs.has(outboxDir)) {
    makePrivateDir(outboxDir);
    madeDirs.add(outboxDir);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // "welcome-12", "contact-message-34": the kind and the id of the row it belongs to.
  const rowId = email.reference.replace(/\D+/g, '');
  const base = path.join(outboxDir, `${stamp}-${email.kind}-${rowId}-${crypto.randomBytes(3).toString('hex')}`);
  const envelope = {
    from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    headers: email.headers ?? {},
    reference: email.reference,
    idempotencyKey: email.idempotencyKey,
    text: email.text,
  };
  // Addresses and unsubscribe tokens: readable by the server's user only. Whole files, because
  // whatever reads or sends the outbox may look while the mail is being written.
  writePrivateFileWhole(`${base}.html`, email.html);
  try {
    writePrivateFileWhole(`${base}.json`, `${JSON.stringify(envelope, null, 2)}\n`);
  } catch (error) {
    fs.rmSync(`${base}.html`, { force: true });
    throw error;
  }
  return `${base}.json`;
}

/** The files writeToOutbox made for mail of `kind` about row `rowId`: its stamp, kind, row id, random suffix. */
function outboxFilePattern(kind: OutgoingEmail['kind'], rowId: number): RegExp {
  return new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z-${kind}-${rowId}-[0-9a-f]{6}\\.(json|html)$`);
}

/** The outbox files of mail of `kind` about row `rowId`; none when there is no outbox yet. */
function outboxFilesOf(outboxDir: string, kind: OutgoingEmail['kind'], rowId: number): string[] {
  const pattern = outboxFilePattern(kind, rowId);
  try {
    return fs.readdirSync(outboxDir).filter((file) => pattern.test(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The envelope file of the mail of `kind` about row `rowId` written with `idempotencyKey`, if the
 * outbox holds it: a send interrupted by a crash is finished without writing any mail twice.
 */
export function findInOutbox(
  outboxDir: string,
  kind: OutgoingEmail['kind'],
  rowId: number,
  idempotencyKey: string,
): string | undefined {
  for (const file of outboxFilesOf(outboxDir, kind, rowId)) {
    if (!file.endsWith('.json')) continue;
    const envelope = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as { idempotencyKey?: string };
    if (envelope.idempotencyKey === idempotencyKey) return path.join(outboxDir, file);
  }
  return undefined;
}

/**
 * Removes the unsent mail of `kind` about row `rowId` from the outbox (an erased subscriber's welcome
 * mail holds their address); answers how many files went. A missing outbox holds nothing.
 */
export function removeFromOutbox(outboxDir: string, kind: OutgoingEmail['kind'], rowId: number): number {
  const files = outboxFilesOf(outboxDir, kind, rowId);
  for (const file of files) fs.rmSync(path.join(outboxDir, file), { force: true });
  return files.length;
}
