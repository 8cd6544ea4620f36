import { PendingButton } from '../forms/PendingButton.tsx';
import { postJson } from '../../lib/apiClient.ts';
import type { HistoryChange } from '../../lib/history.ts';
import { changeSummary, itemName } from '../../lib/historyDiff.ts';
import { AdminDialog } from './AdminDialog.tsx';
import styles from './admin.module.css';
import { useSpeciesWrite } from './useSpeciesWrite.ts';

type RestoreChangeDialogProps = {
  change: HistoryChange | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: () => void;
};

/**
 * The confirmation before undoing a change (issue 13, point 3): the item returns to the state before
 * it, the restore is itself recorded, and the public site is published again.
 */
export function RestoreChangeDialog({ change, open, onOpenChange, onRestored }: RestoreChangeDialogProps) {
  const [pending, write] = useSpeciesWrite();

  async function confirm() {
    if (!change || pending) return;
    const restored = await write(() => postJson(`/api/admin/history/${change.id}/restore`, {}), {
      success: 'Change undone successfully!',
      failure: 'Failed to undo the change. Please try again.',
    });
    if (restored) onRestored();
  }

  const description = !change
    ? ''
    : change.action === 'delete'
      ? `This brings back the ${change.entity} “${itemName(change)}” under its old id, with its photos, notes and alt texts.`
      : `This undoes “${changeSummary(change)}”: the item returns to how it was before that change.`;
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Restore this version?"
      description={description}
      busy={pending}
    >
      <div className={styles.dialogActions}>
        <button type="button" className="button button-outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </button>
        <PendingButton type="button" className="button" onClick={confirm} pending={pending} pendingLabel="Restoring...">
          Restore
        </PendingButton>
      </div>
    </AdminDialog>
  );
}
