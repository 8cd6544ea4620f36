import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * One queue for every mail the site owes (requirements §10.9, docs/design.md decision 18): the
 * newsletter's deliveries become its rows, and a welcome or a contact message is a row too, written
 * in the same transaction as the subscription or the message that owes it.
 *
 * A row is pending until it is sent, failed or skipped. A refusal that may pass (a rate limit, an
 * outage, a time-out) leaves it pending with `next_attempt_at` later and `attempts` counted, until
 * `retry_until`, set at its first such refusal; an attempt whose outcome nobody knows (a time-out)
 * stamps `uncertain_since`, because the provider forgets an idempotency key after a day. A welcome
 * or contact mail is claimed by one sender at a time (`locked_until`) and keeps the content it was
 * first sent with (`subject` to `reply_to`), so that a resend under its key is the same mail; its
 * key is made with the row and is unique to this database. A newsletter delivery's key is its
 * batch's, given when the batch is claimed, from the issue's own `send_key` (made when it is sent),
 * so that a copy of the database never reuses the original's keys. `outcome` is what the provider's
 * webhook reported of the mail after it left: delivered, delayed, bounced or complained.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table newsletter_deliveries rename to mail_queue`.execute(db);
  await sql`alter sequence newsletter_deliveries_id_seq rename to mail_queue_id_seq`.execute(db);
  await sql`alter index newsletter_deliveries_pkey rename to mail_queue_pkey`.execute(db);
  await sql`alter index newsletter_deliveries_status_idx rename to mail_queue_newsletter_status_idx`.execute(db);
  await sql`alter index newsletter_deliveries_subscriber_idx rename to mail_queue_subscriber_idx`.execute(db);
  await sql`alter table mail_queue rename constraint newsletter_deliveries_once to mail_queue_newsletter_once`.execute(
    db,
  );
  await sql`alter table mail_queue alter column newsletter_id drop not null`.execute(db);
  await sql`alter table mail_queue alter column subscriber_id drop not null`.execute(db);

  await db.schema
    .alterTable('mail_queue')
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('newsletter-issue')
        .check(sql`kind in ('welcome', 'contact-message', 'newsletter-issue')`),
    )
    .addColumn('contact_message_id', 'integer', (col) => col.references('contact_messages.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('retry_until', 'timestamptz')
    .addColumn('uncertain_since', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('subject', 'text')
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('headers', 'jsonb')
    .addColumn('reply_to', 'text')
    .addColumn('outcome', 'text', (col) =>
      col.check(sql`outcome in ('delivered', 'delivery_delayed', 'bounced', 'complained')`),
    )
    .addColumn('outcome_at', 'timestamptz')
    .addColumn('outcome_detail', 'text')
    .execute();
  // Every row from now on says what it is; the rows of before are the newsletter's.
  await sql`alter table mail_queue alter column kind drop default`.execute(db);
  await db.schema
    .alterTable('mail_queue')
    .addCheckConstraint(
      'mail_queue_kind_references',
      sql`(kind = 'newsletter-issue') = (newsletter_id is not null)
        and (kind = 'contact-message') = (contact_message_id is not null)
        and (kind = 'contact-message' or subscriber_id is not null)`,
    )
    .execute();
  // What the sender looks for: the welcome and contact mail still owed (few: most leave at once).
  await db.schema
    .createIndex('mail_queue_transactional_pending_idx')
    .on('mail_queue')
    .column('id')
    .where(sql.ref('status'), '=', 'pending')
    .where(sql.ref('kind'), '<>', 'newsletter-issue')
    .execute();
  // The webhook finds a mail by the provider's id.
  await db.schema
    .createIndex('mail_queue_provider_idx')
    .on('mail_queue')
    .column('provider_id')
    .where(sql.ref('provider_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('mail_queue_contact_message_idx').on('mail_queue').column('contact_message_id').execute();

  await db.schema.alterTable('newsletters').addColumn('send_key', 'text').execute();
  await sql`update newsletters set send_key = gen_random_uuid()::text where status <> 'draft'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletters').dropColumn('send_key').execute();
  await db.deleteFrom('mail_queue').where('kind', '<>', 'newsletter-issue').execute();
  await db.schema.dropIndex('mail_queue_contact_message_idx').execute();
  await db.schema.dropIndex('mail_queue_provider_idx').execute();
  await db.schema.dropIndex('mail_queue_transactional_pending_idx').execute();
  await db.schema.alterTable('mail_queue').dropConstraint('mail_queue_kind_references').execute();
  for (const column of [
    'kind',
    'contact_message_id',
    'created_at',
    'attempts',
    'next_attempt_at',
    'retry_until',
    'uncertain_since',
    'locked_until',
    'subject',
    'html',
    'text',
    'headers',
    'reply_to',
    'outcome',
    'outcome_at',
    'outcome_detail',
  ])
    await db.schema.alterTable('mail_queue').dropColumn(column).execute();
  await sql`alter table mail_queue alter column newsletter_id set not null`.execute(db);
  await sql`alter table mail_queue alter column subscriber_id set not null`.execute(db);
  await sql`alter table mail_queue rename constraint mail_queue_newsletter_once to newsletter_deliveries_once`.execute(
    db,
  );
  await sql`alter index mail_queue_subscriber_idx rename to newsletter_deliveries_subscriber_idx`.execute(db);
  await sql`alter index mail_queue_newsletter_status_idx rename to newsletter_deliveries_status_idx`.execute(db);
  await sql`alter index mail_queue_pkey rename to newsletter_deliveries_pkey`.execute(db);
  await sql`alter sequence mail_queue_id_seq rename to newsletter_deliveries_id_seq`.execute(db);
  await sql`alter table mail_queue rename to newsletter_deliveries`.execute(db);
}
