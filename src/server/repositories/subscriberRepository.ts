import type { Database } from '../db/database.ts';
import type { Subscriber } from '../db/schema.ts';

/** Newest first, as the admin list shows them. */
export function listSubscribers(db: Database): Promise<Subscriber[]> {
  return db.selectFrom('subscribers').selectAll().orderBy('subscribedAt', 'desc').orderBy('id', 'desc').execute();
}

export async function findSubscriberByEmail(db: Database, email: string): Promise<Subscriber | undefined> {
  return db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
}
