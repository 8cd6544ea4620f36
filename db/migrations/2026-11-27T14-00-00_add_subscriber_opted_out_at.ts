import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * When the address's owner last unsubscribed themselves (the mail's link or one-click), so that an
 * admin's undo of an earlier unsubscribe can tell that the owner has since said no too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('opted_out_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').dropColumn('opted_out_at').execute();
}
