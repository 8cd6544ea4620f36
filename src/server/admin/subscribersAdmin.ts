import { jsonResponse } from '../http/jsonResponse.ts';
import { listSubscribers } from '../repositories/subscriberRepository.ts';
import { adminHandler } from './adminHandler.ts';
import { subscribersCsv } from './subscribersCsv.ts';

/** GET /api/subscribers (SPEC §7): id, email, subscribedAt, isActive; newest first. */
export const listSubscribersForAdmin = adminHandler(['GET'], async ({ db }) => {
  const subscribers = await listSubscribers(db);
  return jsonResponse(subscribers.map(({ id, email, subscribedAt, isActive }) => ({ id, email, subscribedAt: subscribedAt.toISOString(), isActive })));
});

/** GET /api/subscribers.csv: the same list as a spreadsheet download. */
export const exportSubscribers = adminHandler(['GET'], async ({ db }) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(await listSubscribers(db)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
