import type { HistoryAction } from '../../lib/admin/history.ts';
import { adminSpeciesQuerySchema } from '../../lib/schemas/adminSpeciesQuery.ts';
import { newUpdateNoteSchema, speciesPayloadSchema, speciesPhotoSchema } from '../../lib/schemas/species.ts';
import type { AdminSession } from '../auth/requireAdmin.ts';
import type { Database } from '../db/database.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { parseOrRefuse } from '../http/parseOrRefuse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { getPublisher } from '../publish/publisher.ts';
import {
  appendSpeciesPhoto,
  appendSpeciesUpdateNote,
  createSpecies,
  deleteSpecies,
  listAllSpecies,
  listSpeciesPage,
  updateSpecies,
} from '../repositories/speciesRepository.ts';
import { adminHandler } from './adminHandler.ts';

/**
 * The species calls of the admin area (requirements §7). Every write goes through recordedWrite: recorded
 * in the history in its own transaction, then the catalogue changes: the in-memory lists and the CDN
 * drop their copies, and the public pages are rebuilt (docs/design.md decision 5).
 */
const notFound = 'Species not found; it may have been deleted.';

/** Runs one species write of `admin`'s, about species `id` (none for a creation); answers what the write answered. */
async function recordedSpeciesWrite<Written extends { id: number }>(
  db: Database,
  admin: AdminSession,
  action: Extract<HistoryAction, 'create' | 'update' | 'delete' | 'add-photo' | 'add-note'>,
  id: number | undefined,
  write: (trx: Database) => Promise<Written | undefined>,
): Promise<Written> {
  return (await recordedWrite(db, { actor: actorOf(admin), entity: 'species', action, id, notFound }, write)).written;
}

/**
 * GET /api/admin/species: every species, hidden ones too (the public list shows active ones only).
 * With any query parameter (`q`, `sort`, `page`) it answers one page of them instead, searched and
 * sorted in the database, so that the admin screens never load the whole catalogue.
 */
export const listSpeciesForAdmin = adminHandler(['GET'], async ({ request, db }) => {
  const params = new URL(request.url).searchParams;
  if (params.size === 0) return jsonResponse(await listAllSpecies(db));
  const query = parseOrRefuse(adminSpeciesQuerySchema, Object.fromEntries(params), 'The species query is not valid.');
  return jsonResponse(await listSpeciesPage(db, query));
});

/** POST /api/species. */
export const addSpecies = adminHandler(['POST'], async ({ request, db, admin }) => {
  const fields = await readValidJsonBody(request, speciesPayloadSchema);
  return jsonResponse(await recordedSpeciesWrite(db, admin, 'create', undefined, (trx) => createSpecies(trx, fields)), {
    status: 201,
  });
});

/** PATCH /api/species/{id}: the whole writable record, as the edit form sends it. */
export const editSpecies = adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'species');
  const fields = await readValidJsonBody(request, speciesPayloadSchema);
  return jsonResponse(await recordedSpeciesWrite(db, admin, 'update', id, (trx) => updateSpecies(trx, id, fields)));
});

/** DELETE /api/species/{id}. */
export const removeSpecies = adminHandler(['DELETE'], async ({ db, admin, params }) => {
  const id = parsePositiveId(params.id, 'species');
  await recordedSpeciesWrite(db, admin, 'delete', id, async (trx) =>
    (await deleteSpecies(trx, id)) ? { id } : undefined,
  );
  return jsonResponse({ message: 'Species deleted.' });
});

/** POST /api/species/{id}/photo {photoUrl, alt?}: appended to the species' photos, with its alt text. */
export const addSpeciesPhoto = adminHandler(['POST'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'species');
  const { photoUrl, alt } = await readValidJsonBody(request, speciesPhotoSchema);
  return jsonResponse(
    await recordedSpeciesWrite(db, admin, 'add-photo', id, (trx) => appendSpeciesPhoto(trx, id, photoUrl, alt)),
  );
});

/** POST /api/species/{id}/update-note {note, photos?, photoAlts?}: stamped with the current time on the server. */
export const addSpeciesUpdateNote = adminHandler(['POST'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'species');
  const { note, photos, photoAlts } = await readValidJsonBody(request, newUpdateNoteSchema);
  const updateNote = { date: new Date().toISOString(), note, ...(photos && photos.length > 0 ? { photos } : {}) };
  return jsonResponse(
    await recordedSpeciesWrite(db, admin, 'add-note', id, (trx) =>
      appendSpeciesUpdateNote(trx, id, updateNote, photoAlts),
    ),
  );
});

/** GET /api/admin/publish: whether the public site shows the latest catalogue yet. */
export const getPublishStatus = adminHandler(['GET'], async () => jsonResponse(await getPublisher().state()));
