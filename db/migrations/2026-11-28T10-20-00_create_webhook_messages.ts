import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The ids of the signed webhook messages already handled (Resend's, signed by Svix), so that a
 * message sent again is refused (requirements §10.7). A message older than five minutes is refused
 * by its signed timestamp anyway, so an id need only be kept a little longer than that.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhook_messages_received_idx').on('webhook_messages').column('received_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_messages').execute();
}
