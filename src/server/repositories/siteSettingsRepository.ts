import { defaultSiteSwitches, type SiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import type { Database } from '../db/database.ts';

/** The one row of site_settings; the migration creates it. */
export const settingsRowId = 1;

/** The settings as stored; the requirements' behaviour if the row is missing (a database restored without it). */
export async function readSiteSwitches(db: Database): Promise<SiteSwitches> {
  const row = await db
    .selectFrom('siteSettings')
    .select('resourcesLive')
    .where('id', '=', settingsRowId)
    .executeTakeFirst();
  return row ?? defaultSiteSwitches;
}

/**
 * Puts back the settings' row if a database lost it, holding what readSiteSwitches answers without it,
 * so that the admin's change of the settings is an update of that row. Changes nothing that is read.
 */
export async function keepSiteSettingsRow(db: Database): Promise<void> {
  await db
    .insertInto('siteSettings')
    .values({ id: settingsRowId, ...defaultSiteSwitches })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
