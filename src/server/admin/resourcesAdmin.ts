import { resourcePayloadSchema } from '../../lib/schemas/resource.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import {
  createResource,
  deleteResource,
  listAllResources,
  updateResource,
} from '../repositories/resourceRepository.ts';
import { actorOf } from '../history/adminActor.ts';
import { adminHandler } from './adminHandler.ts';
import { deleted, found } from './adminAnswers.ts';
import { publishCatalogueChange } from '../publish/publishCatalogueChange.ts';

/** The resource calls of the admin area. Every write changes the public site, so each asks for a publish. */
const notFound = 'Resource not found; it may have been deleted.';

/** GET /api/admin/resources: every resource with every stored field, hidden ones too. */
export const listResourcesForAdmin = adminHandler(['GET'], async ({ db }) => jsonResponse(await listAllResources(db)));

/** POST /api/resources: 201 with the stored resource. */
export const addResource = adminHandler(['POST'], async ({ request, db, admin }) => {
  const fields = await readValidJsonBody(request, resourcePayloadSchema);
  const change = await publishCatalogueChange(await createResource(db, actorOf(admin), fields));
  return jsonResponse(change.after, { status: 201 });
});

/** PATCH /api/resources/{id}: the whole record, as the edit form sends it. */
export const editResource = adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'resource');
  const fields = await readValidJsonBody(request, resourcePayloadSchema);
  const change = found(await updateResource(db, actorOf(admin), id, fields), notFound);
  await publishCatalogueChange(change);
  return jsonResponse(change.after);
});

/** DELETE /api/resources/{id}: 204. */
export const removeResource = adminHandler(['DELETE'], async ({ db, admin, params }) => {
  const id = parsePositiveId(params.id, 'resource');
  await publishCatalogueChange(found(await deleteResource(db, actorOf(admin), id), notFound));
  return deleted();
});
