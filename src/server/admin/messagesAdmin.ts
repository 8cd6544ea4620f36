import type { AdminContactMessage, AdminContactMessageList } from '../../lib/contactMessages.ts';
import { contactMessageReadSchema } from '../../lib/schemas/adminInbox.ts';
import { sweepExpiredMessages } from '../contact/contactHandler.ts';
import type { ContactMessage } from '../db/schema.ts';
import { readEmailSettings } from '../email/emailSettings.ts';
import { removeFromOutbox } from '../email/outbox.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { readSearchParam } from '../http/searchParam.ts';
import {
  countContactMessages,
  deleteContactMessage,
  listContactMessages,
  setContactMessageRead,
} from '../repositories/contactMessageRepository.ts';
import { actorOf } from '../history/adminActor.ts';
import { adminHandler } from './adminHandler.ts';
import { deleted, found } from './adminAnswers.ts';

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
  const change = found(await setContactMessageRead(db, actorOf(admin), id, isRead), notFound);
  return jsonResponse(toAdminContactMessage(change.after!));
});

/**
 * DELETE /api/admin/messages/{id}: 204. The message goes for good: from the history too, and its copy
 * waiting in the local outbox, in the same transaction (a copy that cannot be removed fails it all).
 */
export const removeMessage = adminHandler(['DELETE'], async ({ db, admin, params }) => {
  const id = parsePositiveId(params.id, 'message');
  const { outboxDir } = readEmailSettings();
  found(
    await deleteContactMessage(db, actorOf(admin), id, () => removeFromOutbox(outboxDir, 'contact-message', id)),
    notFound,
  );
  return deleted();
});
