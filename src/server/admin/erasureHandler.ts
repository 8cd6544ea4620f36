import { readEmailSettings } from '../mail/emailSettings.ts';
import { removeFromOutbox } from '../mail/outbox.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { deleteRow } from '../repositories/tableRows.ts';
import { adminHandler } from './adminHandler.ts';
import { deleted } from './adminAnswers.ts';

/**
 * What holds a person's data besides their row: the table, and the kinds of mail about them the
 * outbox may hold. Their rows of the mail queue (a subscriber's welcome and deliveries, a message's
 * mail) go with their row (foreign keys).
 */
const erasable = {
  subscriber: { table: 'subscribers', mails: ['welcome', 'newsletter-issue'] },
  message: { table: 'contactMessages', mails: ['contact-message'] },
} as const;

/**
 * DELETE of a subscriber or a contact message: erasure, as the privacy page promises (204). The row
 * goes, History keeps only "{entity} {id} erased", and in the same transaction its mail still waiting
 * in the local outbox goes too, which holds the address: a mail that cannot be removed fails the whole
 * erasure (500), which can be asked again, rather than the row gone and the mail left behind.
 */
export function erasureHandler(entity: keyof typeof erasable, notFound: string) {
  const { table, mails } = erasable[entity];
  return adminHandler(['DELETE'], async ({ db, admin, params }) => {
    const id = parsePositiveId(params.id, entity);
    // Read first: mail settings that cannot be read must refuse the erasure, not fail it half done.
    const { outboxDir } = readEmailSettings();
    await recordedWrite(db, { actor: actorOf(admin), entity, action: 'erase', id, notFound }, async (trx) => {
      const erased = await deleteRow(trx, table, id);
      for (const mail of mails) removeFromOutbox(outboxDir, mail, id);
      return erased;
    });
    return deleted();
  });
}
