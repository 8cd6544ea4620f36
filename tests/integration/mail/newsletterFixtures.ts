import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../src/server/db/database.ts';
import { slugFromTitle } from '../../../src/lib/journal/postSlug.ts';

/**
 * What the newsletter tests set up: the subscribers an issue goes to, journal posts to mail, and
 * Resend's signature of a webhook message.
 */

/** Makes `emails` the only active subscribers (anyone subscribed before is unsubscribed); their ids, in order. */
export async function onlySubscribers(db: Database, emails: string[]): Promise<number[]> {
  await db.updateTable('subscribers').set({ isActive: false, unsubscribeReason: 'admin' }).execute();
  if (emails.length === 0) return [];
  const rows = await db
    .insertInto('subscribers')
    .values(emails.map((email) => ({ email })))
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ isActive: true, unsubscribeReason: null }))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** `count` distinct addresses of one test, `{prefix}-{n}@newsletter.example`. */
export function addresses(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}@newsletter.example`);
}

/** A journal post as the journal stores it; its id. */
export async function insertPost(
  db: Database,
  {
    title,
    excerpt = 'What we learned this month.',
    isPublished = true,
  }: Partial<{ title: string; excerpt: string; isPublished: boolean }> & {
    title: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('blogPosts')
    .values({
      title,
      excerpt,
      content: 'The whole post.',
      imageUrl: '/images/species/hornwort.svg',
      category: 'Research Insights',
      slug: slugFromTitle(title),
      isPublished,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The deliveries of issue `id`, in id order. */
export function deliveriesOf(db: Database, id: number) {
  return db.selectFrom('mailQueue').selectAll().where('newsletterId', '=', id).orderBy('id').execute();
}

/** Rows of `table`, for checking that a refused call changed nothing. */
export async function countRows(db: Database, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]!.n;
}

/** The secret of a webhook as Resend shows it (`whsec_` and base64). */
export const testWebhookSecret = `whsec_${Buffer.from('a test signing secret of 32 bytes').toString('base64')}`;

/**
 * Headers of a webhook message signed as Svix signs Resend's (the Standard Webhooks scheme): an HMAC
 * of "id.timestamp.body" with the secret's bytes, base64, after "v1,".
 */
export function signedWebhookHeaders(
  body: string,
  { id = `msg_${crypto.randomUUID()}`, timestamp = Math.floor(Date.now() / 1000), secret = testWebhookSecret } = {},
): Record<string, string> {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'svix-id': id,
    'svix-timestamp': String(timestamp),
    'svix-signature': `v1,${signature}`,
  };
}
