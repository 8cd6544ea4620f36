// The newsletter issue part of `npm run bench`: a data folder with `count` active subscribers, one
// issue sent through the admin API of a local server (no RESEND_API_KEY, so to the outbox), the
// send's pace from the issue's own dates, and an admin read (GET /api/admin/newsletters/{id}, what the
// admin's screen follows a send with) timed all along. bench.ts then checks that the outbox holds
// exactly one mail of the issue for each subscriber.
import fs from 'node:fs';
import path from 'node:path';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { signInWithPassword } from './adminSignIn.ts';

export const newsletterSendHeader = [
  'subscribers',
  'pace (batches of 100 a second)',
  'send seconds',
  'mails/s',
  'each subscriber exactly one mail',
  'admin GET during the send: reads',
  'p50 ms',
  'p95 ms',
  'max ms',
];

/** A fresh data folder whose database holds `count` active subscribers; their addresses. */
export async function prepareSubscribers(dataDir: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `reader-${index + 1}@bench.example`);
  const database = await openPGlite(dataDir);
  try {
    await prepareDatabase(database.db);
    for (let start = 0; start < emails.length; start += 1000)
      await database.db
        .insertInto('subscribers')
        .values(emails.slice(start, start + 1000).map((email) => ({ email })))
        .execute();
  } finally {
    await database.close();
  }
  return emails;
}

export type NewsletterSend = { seconds: number; readMs: number[] };

type Issue = { id: number; status: string; sendRequestedAt: string | null; sentAt: string | null; sent: number };

/** Sends one issue through the admin API of the server at `origin` and times it, and the admin's reads meanwhile. */
export async function measureNewsletterSend(origin: string, adminPassword: string): Promise<NewsletterSend> {
  const cookie = await signInWithPassword(origin, adminPassword);
  const headers = { cookie, origin, 'content-type': 'application/json' };
  const created = await fetch(new URL('/api/admin/newsletters', origin), {
    method: 'POST',
    headers,
    body: JSON.stringify({ subject: 'Bench issue', body: 'One mail for **each** subscriber.' }),
  });
  if (created.status !== 201) throw new Error(`Creating the issue failed with ${created.status}.`);
  const { id } = (await created.json()) as Issue;
  const sent = await fetch(new URL(`/api/admin/newsletters/${id}/send`, origin), { method: 'POST', headers });
  if (sent.status !== 202) throw new Error(`Sending the issue failed with ${sent.status}: ${await sent.text()}`);
  const readMs: number[] = [];
  for (;;) {
    const started = performance.now();
    const response = await fetch(new URL(`/api/admin/newsletters/${id}`, origin), { headers: { cookie } });
    const issue = (await response.json()) as Issue;
    readMs.push(performance.now() - started);
    if (issue.status !== 'sending') {
      if (issue.status !== 'sent') throw new Error(`The issue ended ${issue.status}.`);
      const seconds = (Date.parse(issue.sentAt!) - Date.parse(issue.sendRequestedAt!)) / 1000;
      return { seconds, readMs };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many mails of the issue the outbox holds for each address. */
export function outboxMailsPerAddress(outboxDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of fs.readdirSync(outboxDir)) {
    if (!/-newsletter-issue-\d+-[0-9a-f]{6}\.json$/.test(file)) continue;
    const { to } = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as { to: string };
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** The value at percentile `p` (0-100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The table row, after the check: each of `emails` has exactly one mail (`mailsPerAddress`, read from
 * the outbox afterwards), and no one else any.
 */
export function newsletterSendRow(
  emails: readonly string[],
  pace: string,
  send: NewsletterSend,
  mailsPerAddress: Map<string, number>,
): string[] {
  const wrong = emails.filter((email) => mailsPerAddress.get(email) !== 1);
  if (wrong.length > 0 || mailsPerAddress.size !== emails.length)
    throw new Error(
      `${wrong.length} subscribers did not get exactly one mail, e.g. ${wrong
        .slice(0, 3)
        .map((email) => `${email} (${mailsPerAddress.get(email) ?? 0})`)
        .join(', ')}; ${mailsPerAddress.size} addresses got any.`,
    );
  return [
    String(emails.length),
    pace,
    send.seconds.toFixed(1),
    (emails.length / send.seconds).toFixed(0),
    'yes',
    String(send.readMs.length),
    percentile(send.readMs, 50).toFixed(1),
    percentile(send.readMs, 95).toFixed(1),
    Math.max(...send.readMs).toFixed(1),
  ];
}
