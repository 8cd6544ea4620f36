import { postJson } from '../../lib/apiClient.ts';
import type { HistoryChange } from '../../lib/history.ts';
import { undoWording } from '../../lib/historyDiff.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { ConfirmActions } from './ConfirmActions.tsx';
import { useSpeciesWrite } from './useSpeciesWrite.ts';

type RestoreChangeDialogProps = {
  change: HistoryChange | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: () => void;
};

/**
 * The confirmation before undoing a change (issue 13, point 3): the item returns to the state before
 * it (for a creation: it is removed, and the wording says so), the undo is itself recorded, and the
 * public site is published again.
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

  const wording = change && undoWording(change);
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={wording?.title ?? 'Restore this version?'}
      description={wording?.description ?? ''}
      busy={pending}
    >
      <ConfirmActions
        pending={pending}
        onCancel={() => onOpenChange(false)}
        onConfirm={confirm}
        confirmLabel={wording?.confirm}
        pendingLabel={wording?.pending}
      />
    </AdminDialog>
  );
}
