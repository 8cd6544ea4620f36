import { subscriberActiveSchema } from '../../lib/schemas/adminInbox.ts';
import type { AdminSubscriber } from '../../lib/admin/subscribers.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { readSearchParam } from '../http/searchParam.ts';
import {
  countSubscribers,
  findListedSubscriber,
  findSubscriber,
  type ListedSubscriber,
  listSubscribers,
  unsubscribeFor,
} from '../repositories/subscriberRepository.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { resubscribeByUndo } from '../history/resubscribeByUndo.ts';
import { adminHandler } from './adminHandler.ts';
import { erasureHandler } from './erasureHandler.ts';
import { found } from './adminAnswers.ts';
import { csvDownload } from './csvCells.ts';
import { subscribersCsv } from './subscribersCsv.ts';

const notFound = 'Subscriber not found; they may have been erased.';

function toAdminSubscriber({
  id,
  email,
  subscribedAt,
  isActive,
  unsubscribeReason,
  lastIssue,
}: ListedSubscriber): AdminSubscriber {
  return { id, email, subscribedAt: subscribedAt.toISOString(), isActive, unsubscribeReason, lastIssue };
}

/**
 * GET /api/subscribers?q= (requirements §7): id, email, subscribedAt, isActive and why an inactive one
 * left (unsubscribeReason, requirements §10.8); newest first; `q` searches the addresses.
 */
export const listSubscribersForAdmin = adminHandler(['GET'], async ({ request, db }) => {
  const subscribers = await listSubscribers(db, readSearchParam(request));
  return jsonResponse(subscribers.map(toAdminSubscriber));
});

/** GET /api/admin/subscribers/counts: `{active, unsubscribed}`, over every subscriber. */
export const countSubscribersForAdmin = adminHandler(['GET'], async ({ db }) =>
  jsonResponse(await countSubscribers(db)),
);

/**
 * PATCH /api/subscribers/{id} {isActive}: false unsubscribes; true undoes the latest unsubscribe made
 * here (restoreChange: 409 when the subscriber changed since). Answers the subscriber as it is now.
 */
export const unsubscribeByAdmin = adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'subscriber');
  const { isActive } = await readValidJsonBody(request, subscriberActiveSchema);
  if (!isActive) {
    const what = { actor: actorOf(admin), entity: 'subscriber', action: 'update', id, notFound } as const;
    await recordedWrite(db, what, (trx) => unsubscribeFor(trx, id, 'admin'));
  } else {
    found(await findSubscriber(db, id), notFound);
    await resubscribeByUndo(db, actorOf(admin), id);
  }
  return jsonResponse(toAdminSubscriber(found(await findListedSubscriber(db, id), notFound)));
});

/** DELETE /api/subscribers/{id}: erasure on request, as the privacy page promises (erasureHandler). */
export const eraseSubscriberByAdmin = erasureHandler('subscriber', notFound);

/** GET /api/subscribers.csv: the same list as a spreadsheet download. */
export const exportSubscribers = adminHandler(['GET'], async ({ db }) =>
  csvDownload(subscribersCsv(await listSubscribers(db)), 'subscribers'),
);
