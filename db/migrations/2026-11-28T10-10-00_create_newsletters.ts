import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * Newsletter issues and their deliveries (requirements §10.4-10.6, docs/design.md decision 15).
 *
 * An issue is a journal post (`post_id`) or free Markdown (`body`), never both. It stays a draft
 * until it is sent; sending freezes what every subscriber gets (`newsletter_mails`: the mail's HTML
 * and text, with a slot for each one's unsubscribe link, kept apart from the row, which
 * History records whole) and makes one delivery row per active subscriber in the same transaction.
 * `post_id` has no foreign key on purpose: History's restore rewrites a post by deleting and
 * inserting its row, which must not touch the issues that name it. The worker that sends holds the
 * issue (`lease_owner`, until `lease_until`, renewed each batch), so that two workers never send one
 * issue at once and a stalled one is taken over.
 *
 * A delivery is pending until its batch is claimed (`idempotency_key` set, the key Resend
 * deduplicates the batch by), then sent, failed or skipped (unsubscribed before its batch went).
 * A claimed row still pending after a crash is one whose batch may have gone: it is sent again with
 * the same key, so nobody gets it twice. An erased subscriber's deliveries go with them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('post_id', 'integer')
    .addColumn('body', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sending', 'sent', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('send_requested_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addCheckConstraint('newsletters_post_or_body', sql`(post_id is null) <> (body is null)`)
    .execute();
  await db.schema.createIndex('newsletters_status_idx').on('newsletters').columns(['status', 'id']).execute();

  await db.schema
    .createTable('newsletter_mails')
    .addColumn('newsletter_id', 'integer', (col) => col.primaryKey().references('newsletters.id').onDelete('cascade'))
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('newsletter_id', 'integer', (col) => col.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'integer', (col) => col.notNull().references('subscribers.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('idempotency_key', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('attempted_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('newsletter_deliveries_once', ['newsletter_id', 'subscriber_id'])
    .execute();
  // The worker reads an issue's pending rows in id order; the counts group an issue's rows by status.
  await db.schema
    .createIndex('newsletter_deliveries_status_idx')
    .on('newsletter_deliveries')
    .columns(['newsletter_id', 'status', 'id'])
    .execute();
  // An erasure deletes a subscriber's deliveries through the foreign key.
  await db.schema
    .createIndex('newsletter_deliveries_subscriber_idx')
    .on('newsletter_deliveries')
    .column('subscriber_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_mails').execute();
  await db.schema.dropTable('newsletters').execute();
}
