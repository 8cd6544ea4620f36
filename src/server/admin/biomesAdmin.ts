import { biomePayloadSchema } from '../../lib/schemas/biome.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { createBiome, deleteBiome, listAllBiomes, updateBiome } from '../repositories/biomeRepository.ts';
import { actorOf } from '../history/adminActor.ts';
import { adminHandler } from './adminHandler.ts';
import { deleted, found } from './adminAnswers.ts';
import { publishCatalogueChange } from '../publish/publishCatalogueChange.ts';

/** The biome calls of the admin area. Every write changes the public site, so each asks for a publish. */
const notFound = 'Biome not found; it may have been deleted.';

/** GET /api/admin/biomes: every biome with every stored field, hidden ones too. */
export const listBiomesForAdmin = adminHandler(['GET'], async ({ db }) => jsonResponse(await listAllBiomes(db)));

/** POST /api/biomes: 201 with the stored biome. */
export const addBiome = adminHandler(['POST'], async ({ request, db, admin }) => {
  const fields = await readValidJsonBody(request, biomePayloadSchema);
  const change = await publishCatalogueChange(await createBiome(db, actorOf(admin), fields));
  return jsonResponse(change.after, { status: 201 });
});

/** PATCH /api/biomes/{id}: the whole record, as the edit form sends it. */
export const editBiome = adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'biome');
  const fields = await readValidJsonBody(request, biomePayloadSchema);
  const change = found(await updateBiome(db, actorOf(admin), id, fields), notFound);
  await publishCatalogueChange(change);
  return jsonResponse(change.after);
});

/** DELETE /api/biomes/{id}: 204. */
export const removeBiome = adminHandler(['DELETE'], async ({ db, admin, params }) => {
  const id = parsePositiveId(params.id, 'biome');
  await publishCatalogueChange(found(await deleteBiome(db, actorOf(admin), id), notFound));
  return deleted();
});
