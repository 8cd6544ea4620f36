import type { ComponentProps } from 'react';
import { type AdminContactMessage, replyHref } from '../../../lib/forms/contactMessages.ts';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { AdminDialog } from '../common/AdminDialog.tsx';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import { ConfirmActions } from '../common/ConfirmActions.tsx';
import styles from '../common/admin.module.css';
import button from '../../../styles/shared/button.module.css';

/** What deleting a message does, exactly: an erasure, History included; the owner's own mailbox is theirs. */
const messageDeletionExplained = (name: string) =>
  `The message from ${name} will be deleted for good, with its past changes in History, which keeps only ` +
  'the word "erased". This cannot be undone. A copy already mailed to you stays in your own mailbox.';

type MessageDialogsProps = {
  /** Which dialog is open, for which message. */
  dialog: { kind: 'message' | 'delete'; id: number } | null;
  message: AdminContactMessage | undefined;
  pending: boolean;
  onClose: () => void;
  onAskDelete: (message: AdminContactMessage) => void;
  onMarkUnread: (message: AdminContactMessage) => void;
  onDelete: (message: AdminContactMessage) => void;
  focusAfterClose: ComponentProps<typeof AdminDialog>['focusAfterClose'];
};

/**
 * The inbox's two dialogs: a message shown whole, with Reply (a mailto: with
 * 'Re: subject'), Mark as unread and Delete; and the confirmation before a message is deleted.
 */
export function MessageDialogs({
  dialog,
  message,
  pending,
  onClose,
  onAskDelete,
  onMarkUnread,
  onDelete,
  focusAfterClose,
}: MessageDialogsProps) {
  const sentAt = useAdminDateTime();
  return (
    <>
      <AdminDialog
        open={dialog?.kind === 'message' && message !== undefined}
        onOpenChange={(next) => !next && onClose()}
        title={message?.subject ?? 'Message'}
        description={message && `From ${message.name} <${message.email}>, ${sentAt(message.createdAt)}`}
        busy={pending}
        focusAfterClose={focusAfterClose}
      >
        {message && (
          <>
            <p className={styles.messageBody}>{message.message}</p>
            <div className={styles.dialogActions}>
              <a className={`button ${button.button}`} href={replyHref(message)}>
                Reply
              </a>
              <PendingButton
                type="button"
                className={`${button.button} ${button.outline}`}
                onClick={() => onMarkUnread(message)}
                pending={pending}
                pendingLabel="Saving..."
              >
                Mark as unread
              </PendingButton>
              <button
                type="button"
                className={`${button.button} ${button.outline} ${styles.destructiveOutline}`}
                onClick={() => onAskDelete(message)}
                disabled={pending}
              >
                Delete
              </button>
            </div>
          </>
        )}
      </AdminDialog>

      <AdminDialog
        open={dialog?.kind === 'delete' && message !== undefined}
        onOpenChange={(next) => !next && onClose()}
        role="alertdialog"
        title="Delete this message?"
        description={message && messageDeletionExplained(message.name)}
        busy={pending}
        focusAfterClose={focusAfterClose}
      >
        <ConfirmActions
          pending={pending}
          onCancel={onClose}
          onConfirm={() => message && onDelete(message)}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
        />
      </AdminDialog>
    </>
  );
}
