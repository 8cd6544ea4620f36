import { useState } from 'react';
import { sendJson } from '../../../lib/apiClient.ts';
import { deleteFailure, newsletterApi } from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import styles from '../common/admin.module.css';
import { ConfirmActions } from '../common/ConfirmActions.tsx';
import { reportedWrite } from '../common/reportedWrite.ts';
import button from '../../../styles/shared/button.module.css';

type DeleteDraftProps = {
  issue: AdminNewsletter;
  /** The draft is gone: the list is read again. */
  onDeleted: () => Promise<void>;
  /** Where focus goes once the draft, and its panel with it, are gone. */
  focusAfterDelete: () => HTMLElement | null | undefined;
};

/**
 * "Delete draft", after a confirmation. A draft that went out meanwhile (from another window) is not
 * deleted: the server says so (409), and the list then shows it sending or sent.
 */
export function DeleteDraft({ issue, onDeleted, focusAfterDelete }: DeleteDraftProps) {
  const [asked, setAsked] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);

  async function remove() {
    setPending(true);
    const done = await reportedWrite(
      () => sendJson('DELETE', newsletterApi.issue(issue.id)),
      `Draft “${issue.subject}” deleted.`,
      deleteFailure,
    );
    setPending(false);
    setDeleted(done);
    setAsked(false);
    await onDeleted();
  }

  return (
    <>
      <button
        type="button"
        className={`${button.button} ${button.outline} ${styles.destructiveOutline}`}
        onClick={() => setAsked(true)}
      >
        Delete draft
      </button>
      <AdminDialog
        open={asked}
        onOpenChange={setAsked}
        role="alertdialog"
        title={`Delete the draft “${issue.subject}”?`}
        description="It has gone to nobody yet. Deleting it cannot be undone."
        busy={pending}
        focusAfterClose={() => (deleted ? focusAfterDelete() : undefined)}
      >
        <ConfirmActions
          pending={pending}
          onCancel={() => setAsked(false)}
          onConfirm={() => void remove()}
          confirmLabel="Delete draft"
          pendingLabel="Deleting..."
          destructive
        />
      </AdminDialog>
    </>
  );
}
