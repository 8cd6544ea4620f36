import { newUpdateNoteSchema, speciesPayloadSchema, speciesPhotoSchema } from '../../lib/schemas/species.ts';
import { catalogueChanged } from '../catalogue/catalogueCache.ts';
import { HttpError, jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { getPublisher } from '../publish/publisher.ts';
import {
  appendSpeciesPhoto,
  appendSpeciesUpdateNote,
  createSpecies,
  deleteSpecies,
  listAllSpecies,
  updateSpecies,
} from '../repositories/speciesRepository.ts';
import { adminHandler } from './adminHandler.ts';

/**
 * The species calls of the admin area (SPEC §7). Every write changes the catalogue: the in-memory
 * lists and the CDN drop their copies, and the public pages are rebuilt (DESIGN.md decision 5).
 */
async function published<T>(written: T): Promise<T> {
  catalogueChanged();
  await getPublisher().request();
  return written;
}

function found<T>(species: T | undefined): T {
  if (species === undefined) throw new HttpError(404, 'Species not found; it may have been deleted.');
  return species;
}

/** GET /api/admin/species: every species, hidden ones too (the public list shows active ones only). */
export const listSpeciesForAdmin = adminHandler(['GET'], async ({ db }) => jsonResponse(await listAllSpecies(db)));

/** POST /api/species. */
export const addSpecies = adminHandler(['POST'], async ({ request, db }) => {
  const fields = await readValidJsonBody(request, speciesPayloadSchema);
  return jsonResponse(await published(await createSpecies(db, fields)), { status: 201 });
});

/** PATCH /api/species/{id}: the whole writable record, as the edit form sends it. */
export const editSpecies = adminHandler(['PATCH'], async ({ request, db, params }) => {
  const id = parsePositiveId(params.id, 'species');
  const fields = await readValidJsonBody(request, speciesPayloadSchema);
  return jsonResponse(await published(found(await updateSpecies(db, id, fields))));
});

/** DELETE /api/species/{id}. */
export const removeSpecies = adminHandler(['DELETE'], async ({ db, params }) => {
  const id = parsePositiveId(params.id, 'species');
  if (!(await deleteSpecies(db, id))) found(undefined);
  await published(id);
  return jsonResponse({ message: 'Species deleted.' });
});

/** POST /api/species/{id}/photo {photoUrl, alt?}: appended to the species' photos, with its alt text. */
export const addSpeciesPhoto = adminHandler(['POST'], async ({ request, db, params }) => {
  const id = parsePositiveId(params.id, 'species');
  const { photoUrl, alt } = await readValidJsonBody(request, speciesPhotoSchema);
  return jsonResponse(await published(found(await appendSpeciesPhoto(db, id, photoUrl, alt))));
});

/** POST /api/species/{id}/update-note {note, photos?, photoAlts?}: stamped with the current time on the server. */
export const addSpeciesUpdateNote = adminHandler(['POST'], async ({ request, db, params }) => {
  const id = parsePositiveId(params.id, 'species');
  const { note, photos, photoAlts } = await readValidJsonBody(request, newUpdateNoteSchema);
  const updateNote = { date: new Date().toISOString(), note, ...(photos && photos.length > 0 ? { photos } : {}) };
  return jsonResponse(await published(found(await appendSpeciesUpdateNote(db, id, updateNote, photoAlts))));
});

/** GET /api/admin/publish: whether the public site shows the latest catalogue yet. */
export const publishStatus = adminHandler(['GET'], async () => jsonResponse(await getPublisher().state()));
