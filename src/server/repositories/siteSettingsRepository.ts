import { defaultSiteSwitches, type SiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import type { Database } from '../db/database.ts';
import { type EntityChange, writeEntity } from './entityWrite.ts';

/** The one row of site_settings; the migration creates it, so a write always finds it. */
const settingsRowId = 1;

type SiteSettingsRow = SiteSwitches & { id: number };

/** The settings as stored; the requirements' behaviour if the row is missing (a database restored without it). */
export async function readSiteSwitches(db: Database): Promise<SiteSwitches> {
  const row = await db
    .selectFrom('siteSettings')
    .select('resourcesLive')
    .where('id', '=', settingsRowId)
    .executeTakeFirst();
  return row ?? defaultSiteSwitches;
}

/** Stores `settings` and records the change in History, like every admin write. */
export function updateSiteSwitches(
  db: Database,
  actor: string,
  settings: SiteSwitches,
): Promise<EntityChange<SiteSettingsRow> | undefined> {
  return writeEntity<SiteSettingsRow>(db, { actor, entity: 'setting', id: settingsRowId }, async (trx) => {
    const before = await trx
      .selectFrom('siteSettings')
      .selectAll()
      .where('id', '=', settingsRowId)
      .forUpdate()
      .executeTakeFirst();
    const after = await trx
      .insertInto('siteSettings')
      .values({ id: settingsRowId, ...settings })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings))
      .returningAll()
      .executeTakeFirstOrThrow();
    return { entity: 'setting', entityId: settingsRowId, action: before ? 'update' : 'create', before, after };
  });
}
