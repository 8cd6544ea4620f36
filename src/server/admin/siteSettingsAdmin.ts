import { siteSwitchesSchema, type SiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { keepSiteSettingsRow, readSiteSwitches, settingsRowId } from '../repositories/siteSettingsRepository.ts';
import { updateRow } from '../repositories/tableRows.ts';
import { adminHandler } from './adminHandler.ts';

/** GET /api/admin/settings: the settings the admin switches, as stored. */
export const getSiteSettings = adminHandler(['GET'], async ({ db }) => jsonResponse(await readSiteSwitches(db)));

/**
 * PATCH /api/admin/settings {resourcesLive}: the settings as stored now. They shape the public pages,
 * so the change asks for a publish, like a catalogue write (historyEntities.ts).
 */
export const editSiteSettings = adminHandler(['PATCH'], async ({ request, db, admin }) => {
  const settings = await readValidJsonBody(request, siteSwitchesSchema);
  await keepSiteSettingsRow(db);
  const id = settingsRowId;
  const what = { actor: actorOf(admin), entity: 'setting', action: 'update', id, notFound: 'No settings.' } as const;
  const { written } = await recordedWrite(db, what, (trx) => updateRow(trx, 'siteSettings', id, settings));
  return jsonResponse({ resourcesLive: written.resourcesLive } satisfies SiteSwitches);
});
