import type { ComponentProps } from 'react';
import type { AdminSubscriber } from '../../../lib/admin/subscribers.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import { ConfirmActions } from '../common/ConfirmActions.tsx';

/** What each confirmation says its action does (SubscribersAdmin's PATCH and DELETE, the privacy page's promise). */
const subscriberActions = {
  unsubscribe: {
    title: (email: string) => `Unsubscribe ${email}?`,
    description:
      'They get no more newsletters. The unsubscribe is recorded in History: Re-subscribe (here or in History) ' +
      'undoes it, as long as they have not subscribed or unsubscribed themselves since.',
    confirm: 'Unsubscribe',
    pending: 'Unsubscribing...',
    destructive: false,
  },
  erase: {
    title: (email: string) => `Erase ${email}?`,
    description:
      'Erasing deletes this address, its past changes in History and any newsletter mail still waiting to be ' +
      'sent to it, for good; History keeps only the word "erased". This cannot be undone: to get the ' +
      'newsletter again, they would subscribe again themselves.',
    confirm: 'Erase',
    pending: 'Erasing...',
    destructive: true,
  },
} as const;

export type SubscriberAction = keyof typeof subscriberActions;

type SubscriberActionDialogProps = {
  /** The action being confirmed, for whom; the dialog is open while there is one. */
  asked: { action: SubscriberAction; subscriber: AdminSubscriber } | undefined;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (action: SubscriberAction, subscriber: AdminSubscriber) => void;
  focusAfterClose: ComponentProps<typeof AdminDialog>['focusAfterClose'];
};

/** Unsubscribe and Erase are confirmed first, in an alert dialog that says what each does and if it can be undone. */
export function SubscriberActionDialog({
  asked,
  pending,
  onCancel,
  onConfirm,
  focusAfterClose,
}: SubscriberActionDialogProps) {
  const texts = subscriberActions[asked?.action ?? 'erase'];
  return (
    <AdminDialog
      open={asked !== undefined}
      onOpenChange={(next) => !next && onCancel()}
      role="alertdialog"
      title={texts.title(asked?.subscriber.email ?? 'this subscriber')}
      description={texts.description}
      busy={pending}
      focusAfterClose={focusAfterClose}
    >
      <ConfirmActions
        pending={pending}
        onCancel={onCancel}
        onConfirm={() => asked && onConfirm(asked.action, asked.subscriber)}
        confirmLabel={texts.confirm}
        pendingLabel={texts.pending}
        destructive={texts.destructive}
      />
    </AdminDialog>
  );
}
