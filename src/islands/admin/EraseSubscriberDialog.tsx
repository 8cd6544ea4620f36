import type { ComponentProps } from 'react';
import type { AdminSubscriber } from '../../lib/subscribers.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { ConfirmActions } from './ConfirmActions.tsx';

/** What the erasure confirmation says erasure does (the privacy page's promise, SubscribersAdmin's DELETE). */
const erasureExplained =
  'Erasing deletes this address and any newsletter mail still waiting to be sent to it, for good. ' +
  'This cannot be undone: to get the newsletter again, they would subscribe again themselves.';

type EraseSubscriberDialogProps = {
  /** The subscriber whose erasure is being confirmed; the dialog is open while there is one. */
  subscriber: AdminSubscriber | undefined;
  pending: boolean;
  onCancel: () => void;
  onErase: (subscriber: AdminSubscriber) => void;
  focusAfterClose: ComponentProps<typeof AdminDialog>['focusAfterClose'];
};

/** Erasure cannot be undone, so it is confirmed first, in an alert dialog that says so. */
export function EraseSubscriberDialog({
  subscriber,
  pending,
  onCancel,
  onErase,
  focusAfterClose,
}: EraseSubscriberDialogProps) {
  return (
    <AdminDialog
      open={subscriber !== undefined}
      onOpenChange={(next) => !next && onCancel()}
      role="alertdialog"
      title={`Erase ${subscriber?.email ?? 'this subscriber'}?`}
      description={erasureExplained}
      busy={pending}
      focusAfterClose={focusAfterClose}
    >
      <ConfirmActions
        pending={pending}
        onCancel={onCancel}
        onConfirm={() => subscriber && onErase(subscriber)}
        confirmLabel="Erase"
        pendingLabel="Erasing..."
        destructive
      />
    </AdminDialog>
  );
}
