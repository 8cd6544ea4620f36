import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * Why an address became inactive, so that the admin can show it: the owner's own unsubscribe, the
 * admin's, or the mail provider's report of a hard bounce or a complaint (requirements §10.8). Null
 * while the address is active. Addresses already inactive are told apart as well as the data allows:
 * the owner's own opt-out is stamped (opted_out_at); any other unsubscribe was the admin's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscribers')
    .addColumn('unsubscribe_reason', 'text', (col) =>
      col.check(sql`unsubscribe_reason in ('owner', 'admin', 'hard-bounce', 'complaint')`),
    )
    .execute();
  await db
    .updateTable('subscribers')
    .set({ unsubscribe_reason: sql`case when opted_out_at is null then 'admin' else 'owner' end` })
    .where('is_active', '=', false)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').dropColumn('unsubscribe_reason').execute();
}
