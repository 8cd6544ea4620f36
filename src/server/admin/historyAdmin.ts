import { recentlyDeletedDays } from '../../lib/admin/history.ts';
import { historyQuerySchema, restoreRequestSchema } from '../../lib/schemas/historyQuery.ts';
import { actorOf } from '../history/adminActor.ts';
import { historyEntityTables } from '../history/historyEntities.ts';
import { restoreChange } from '../history/restoreChange.ts';
import { sweepExpiredHistory } from '../history/sweepHistory.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { parseOrRefuse } from '../http/parseOrRefuse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { publishCatalogueChange } from '../publish/publishCatalogueChange.ts';
import { listChanges, listRecentlyDeleted } from '../repositories/changeRepository.ts';
import { adminHandler } from './adminHandler.ts';

/** GET /api/admin/history?entity=&id=&actor=&before=&limit=: changes newest first, a page at a time. */
export const listHistory = adminHandler(['GET'], async ({ request, db }) => {
  // An empty parameter (`?entity=&id=`, as a form with blank filters sends it) filters nothing.
  const filters = [...new URL(request.url).searchParams].filter(([, value]) => value !== '');
  const query = parseOrRefuse(historyQuerySchema, Object.fromEntries(filters), 'The history query is not valid.');
  await sweepExpiredHistory(db);
  return jsonResponse(await listChanges(db, query));
});

/** GET /api/admin/history/deleted: what was deleted in the last 30 days and can be restored. */
export const listRecentlyDeletedItems = adminHandler(['GET'], async ({ db }) => {
  const since = new Date(Date.now() - recentlyDeletedDays * 24 * 60 * 60 * 1000);
  return jsonResponse({ changes: await listRecentlyDeleted(db, since) });
});

/**
 * POST /api/admin/history/{changeId}/restore [{overwrite}]: undoes that change; the restore is a change
 * of its own. A change that later ones followed answers 409 with them (RestoreConflict), unless
 * `overwrite` is true.
 */
export const restoreHistoryChange = adminHandler(['POST'], async ({ request, db, admin, params }) => {
  const changeId = parsePositiveId(params.changeId, 'change');
  // Without a content type the call carries no options (an empty POST, as earlier clients send it).
  const { overwrite } =
    request.headers.get('content-type') === null ? {} : await readValidJsonBody(request, restoreRequestSchema);
  await sweepExpiredHistory(db);
  const outcome = await restoreChange(db, actorOf(admin), changeId, { overwrite });
  if ('conflict' in outcome) return jsonResponse(outcome.conflict, { status: 409 });
  if (historyEntityTables[outcome.restored.entity].public) await publishCatalogueChange(outcome.restored);
  return jsonResponse(outcome.restored);
});
