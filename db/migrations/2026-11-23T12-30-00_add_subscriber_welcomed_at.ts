import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * When the subscriber was last sent a welcome mail, so that an address gets at most one welcome per
 * WELCOME_EMAIL_INTERVAL_HOURS however often it is unsubscribed and subscribed again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('welcomed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').dropColumn('welcomed_at').execute();
}
