import { useRef, useState } from 'react';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { getJson, sendJson } from '../../../lib/apiClient.ts';
import type { SubscriberCounts } from '../../../lib/admin/subscribers.ts';
import {
  newsletterApi,
  sendFailure,
  sendStartedMessage,
  sendToAllConfirmation,
  sendToAllLabel,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import { showAdminError } from '../common/adminToasts.ts';
import { ConfirmActions } from '../common/ConfirmActions.tsx';
import { issueSendRequest } from './issueSendRequest.ts';
import button from '../../../styles/shared/button.module.css';

type SendToAllProps = {
  issue: AdminNewsletter;
  /** The send was asked for, or refused because the issue has gone out already: the list is read again. */
  onSent: () => Promise<void>;
  /** Where focus goes once the dialog has closed on a send (its button is gone then). */
  focusAfterSend: () => HTMLElement | null | undefined;
};

/**
 * "Send to all subscribers": counts the active subscribers first, so that the confirmation says how many
 * will get the issue; sends only on its confirming button. A send refused because the issue went out
 * already (409, sent meanwhile from another window) says so, and the list shows its state.
 */
export function SendToAll({ issue, onSent, focusAfterSend }: SendToAllProps) {
  const [counting, setCounting] = useState(false);
  const [active, setActive] = useState<number>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  // The button is disabled while it counts, which takes focus from it: a cancelled dialog gives it back.
  const buttonBox = useRef<HTMLDivElement>(null);
  const confirmation = sendToAllConfirmation(issue.subject, active ?? 0);

  async function ask() {
    setCounting(true);
    try {
      const counts = await getJson<SubscriberCounts>(newsletterApi.subscriberCounts);
      setSent(false);
      setActive(counts.active);
    } catch {
      showAdminError('Failed to count the active subscribers. Please try again.');
    }
    setCounting(false);
  }

  async function send() {
    setPending(true);
    const changed = await issueSendRequest(
      () => sendJson('POST', newsletterApi.send(issue.id)),
      sendStartedMessage(issue.subject, active ?? 0),
      sendFailure,
    );
    if (!changed) return setPending(false);
    setSent(true);
    setActive(undefined);
    setPending(false);
    await onSent();
  }

  return (
    <div ref={buttonBox}>
      <PendingButton
        type="button"
        className={button.button}
        pending={counting}
        pendingLabel="Counting subscribers..."
        onClick={() => void ask()}
      >
        Send to all subscribers
      </PendingButton>
      <AdminDialog
        open={active !== undefined}
        onOpenChange={(open) => !open && setActive(undefined)}
        role="alertdialog"
        title={confirmation.title}
        description={confirmation.description}
        busy={pending}
        focusAfterClose={() => (sent ? focusAfterSend() : buttonBox.current?.querySelector('button'))}
      >
        <ConfirmActions
          pending={pending}
          onCancel={() => setActive(undefined)}
          onConfirm={() => void send()}
          confirmLabel={sendToAllLabel(active ?? 0)}
          pendingLabel="Sending..."
          confirmable={confirmation.canSend}
        />
      </AdminDialog>
    </div>
  );
}
