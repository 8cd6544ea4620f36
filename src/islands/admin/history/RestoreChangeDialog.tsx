import { useState } from 'react';
import type { HistoryChange, RestoreConflict } from '../../../lib/admin/history.ts';
import { laterChangeSummary, undoWording } from '../../../lib/admin/historyDiff.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import { showAdminError, showAdminSuccess } from '../common/adminToasts.ts';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import { ConfirmActions } from '../common/ConfirmActions.tsx';
import styles from './History.module.css';
import { followPublishing } from '../common/publishStatusStore.ts';
import { requestRestore } from './restoreRequest.ts';

type RestoreChangeDialogProps = {
  change: HistoryChange | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: () => void;
};

/** What a restore would overwrite, announced as it appears: each later change, when, by whom and what it changed. */
function LaterChanges({ conflict }: { conflict: RestoreConflict }) {
  const changedAt = useAdminDateTime();
  return (
    <div role="alert" className={styles.conflict}>
      <p>{conflict.message}</p>
      <ul aria-label="Changes made since">
        {conflict.laterChanges.map((later) => (
          <li key={later.id}>
            {changedAt(later.at)} · {later.actor}: {laterChangeSummary(later)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The confirmation before undoing a change: the item returns to the state before it (for a
 * creation: it is removed, and the wording says so), the undo is itself recorded, and the public
 * site is published again. When later changes would be overwritten the server refuses at first;
 * the dialog then lists them and offers "Restore anyway".
 */
export function RestoreChangeDialog({ change, open, onOpenChange, onRestored }: RestoreChangeDialogProps) {
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<RestoreConflict>();

  function openChange(next: boolean) {
    if (!next) setConflict(undefined);
    onOpenChange(next);
  }

  async function confirm() {
    if (!change || pending) return;
    setPending(true);
    try {
      const answer = await requestRestore(change.id, conflict !== undefined);
      if ('conflict' in answer) {
        setConflict(answer.conflict);
        return;
      }
      setConflict(undefined);
      showAdminSuccess('Change undone successfully!');
      followPublishing();
      onRestored();
    } catch {
      showAdminError('Failed to undo the change. Please try again.');
    } finally {
      setPending(false);
    }
  }

  const wording = change && undoWording(change);
  return (
    <AdminDialog
      open={open}
      onOpenChange={openChange}
      role="alertdialog"
      title={conflict ? 'Restore over later changes?' : (wording?.title ?? 'Restore this version?')}
      description={wording?.description ?? ''}
      busy={pending}
    >
      {conflict && <LaterChanges conflict={conflict} />}
      <ConfirmActions
        pending={pending}
        onCancel={() => openChange(false)}
        onConfirm={confirm}
        confirmLabel={conflict ? 'Restore anyway' : wording?.confirm}
        pendingLabel={wording?.pending}
      />
    </AdminDialog>
  );
}
