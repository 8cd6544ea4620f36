import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * Erasure erases, in the history too. Deleting a contact message used to keep its rows (sender,
 * address, text) in `changes`, and a subscriber's earlier changes could outlive them: for every
 * subscriber and message whose row is gone, only its latest change stays, as "{entity} {id} erased"
 * with nothing of the row, which is what an erasure records from now on.
 */
const erasedTables = { subscriber: 'subscribers', message: 'contact_messages' } as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [entity, table] of Object.entries(erasedTables)) {
    const gone = sql`change.entity = ${entity}
      and not exists (select 1 from ${sql.table(table)} as item where item.id = change.entity_id)`;
    await sql`delete from changes as change where ${gone} and change.id < (
      select max(later.id) from changes as later
      where later.entity = change.entity and later.entity_id = change.entity_id
    )`.execute(db);
    await sql`update changes as change set action = 'erase', before = null, after = null where ${gone}`.execute(db);
  }
}

/** What was erased stays erased. */
export async function down(): Promise<void> {}
