import type { AdminContactMessage, AdminContactMessageList } from '../../lib/forms/contactMessages.ts';
import { contactMessageReadSchema } from '../../lib/schemas/adminInbox.ts';
import { sweepExpiredMessages } from '../contact/contactHandler.ts';
import type { ContactMessage } from '../db/schema.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { readSearchParam } from '../http/searchParam.ts';
import { countContactMessages, listContactMessages } from '../repositories/contactMessageRepository.ts';
import { updateRow } from '../repositories/tableRows.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { adminHandler } from './adminHandler.ts';
import { erasureHandler } from './erasureHandler.ts';

/** The contact inbox of the admin area. Messages are not on the public site: no publish. */
const notFound = 'Message not found; it may have been deleted.';

function toAdminContactMessage({ createdAt, ...message }: ContactMessage): AdminContactMessage {
  return { ...message, createdAt: createdAt.toISOString() };
}

/**
 * GET /api/admin/messages?q=: the messages, newest first (those matching `q` in name, e-mail, subject
 * or text), with the counts of all messages and of unread ones. Messages past the privacy page's
 * retention are never listed or counted, and opening the inbox runs the sweep that deletes them
 * (at most hourly, like every sweep), so they go even when no new message arrives.
 */
export const listMessagesForAdmin = adminHandler(['GET'], async ({ request, db }) => {
  const search = readSearchParam(request);
  await sweepExpiredMessages(db);
  const [messages, counts] = await Promise.all([listContactMessages(db, search), countContactMessages(db)]);
  return jsonResponse({ messages: messages.map(toAdminContactMessage), counts } satisfies AdminContactMessageList);
});

/** GET /api/admin/messages/counts: `{total, unread}`, for the admin navigation's unread marker. */
export const countMessagesForAdmin = adminHandler(['GET'], async ({ db }) =>
  jsonResponse(await countContactMessages(db)),
);

/** PATCH /api/admin/messages/{id} {isRead}: the message as it is now. */
export const markMessage = adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'message');
  const { isRead } = await readValidJsonBody(request, contactMessageReadSchema);
  const what = { actor: actorOf(admin), entity: 'message', action: 'update', id, notFound } as const;
  const { written } = await recordedWrite(db, what, (trx) => updateRow(trx, 'contactMessages', id, { isRead }));
  return jsonResponse(toAdminContactMessage(written));
});

/**
 * DELETE /api/admin/messages/{id}: the message goes for good, as the inbox's dialog says, from the
 * history too (erasureHandler).
 */
export const removeMessage = erasureHandler('message', notFound);
