import type { ComponentProps } from 'react';
import { sendJson } from '../../../lib/apiClient.ts';
import { recentlyDeletedNote } from '../../../lib/admin/history.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { ConfirmActions } from './ConfirmActions.tsx';
import { useSpeciesWrite } from './useSpeciesWrite.ts';

type ConfirmDeleteDialogProps = {
  /** 'species', 'biome': in the title when no name is known, and in the toasts. */
  noun: string;
  /** What is deleted, by name, and its DELETE address; undefined until a row is chosen. */
  target: { name: string; url: string } | undefined;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  focusAfterClose: ComponentProps<typeof AdminDialog>['focusAfterClose'];
};

/**
 * The delete confirmation of the admin's catalogue screens (requirements §4, §8): the description, then where
 * the item can be restored from and for how long (recentlyDeletedNote); 'Deleting...' on a disabled
 * button while the call runs, then the requirements' toast, and the publish followed.
 */
export function ConfirmDeleteDialog({
  noun,
  target,
  description,
  open,
  onOpenChange,
  onDeleted,
  focusAfterClose,
}: ConfirmDeleteDialogProps) {
  const [pending, write] = useSpeciesWrite();
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);

  async function confirm() {
    if (!target || pending) return;
    const deleted = await write(() => sendJson('DELETE', target.url), {
      success: `${Noun} deleted successfully!`,
      failure: `Failed to delete ${noun}. Please try again.`,
    });
    if (deleted) onDeleted();
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={target ? `Delete ${target.name}?` : `Delete ${noun}?`}
      description={`${description} ${recentlyDeletedNote}`}
      busy={pending}
      focusAfterClose={focusAfterClose}
    >
      <ConfirmActions
        pending={pending}
        onCancel={() => onOpenChange(false)}
        onConfirm={confirm}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
      />
    </AdminDialog>
  );
}
