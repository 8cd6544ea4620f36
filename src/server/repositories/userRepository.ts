import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';

export function findUserByUsername(db: Database, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}
