import { siteSwitchesSchema, type SiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import { actorOf } from '../history/adminActor.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { publishCatalogueChange } from '../publish/publishCatalogueChange.ts';
import { readSiteSwitches, updateSiteSwitches } from '../repositories/siteSettingsRepository.ts';
import { adminHandler } from './adminHandler.ts';

/** GET /api/admin/settings: the settings the admin switches, as stored. */
export const getSiteSettings = adminHandler(['GET'], async ({ db }) => jsonResponse(await readSiteSwitches(db)));

/**
 * PATCH /api/admin/settings {resourcesLive}: the settings as stored now. They shape the public pages,
 * so the change asks for a publish, like a catalogue write.
 */
export const editSiteSettings = adminHandler(['PATCH'], async ({ request, db, admin }) => {
  const settings = await readValidJsonBody(request, siteSwitchesSchema);
  const change = await publishCatalogueChange(await updateSiteSwitches(db, actorOf(admin), settings));
  const { resourcesLive } = change!.after!;
  return jsonResponse({ resourcesLive } satisfies SiteSwitches);
});
