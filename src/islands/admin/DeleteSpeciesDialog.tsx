import type { ComponentProps } from 'react';
import { PendingButton } from '../forms/PendingButton.tsx';
import { sendJson } from '../../lib/apiClient.ts';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { AdminDialog } from './AdminDialog.tsx';
import styles from './admin.module.css';
import { useSpeciesWrite } from './useSpeciesWrite.ts';

type DeleteSpeciesDialogProps = {
  species: PublicSpecies | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  focusAfterClose: ComponentProps<typeof AdminDialog>['focusAfterClose'];
};

/** The delete confirmation (SPEC §4, §8): 'Deleting...' on a disabled button while the call runs. */
export function DeleteSpeciesDialog({ species, open, onOpenChange, onDeleted, focusAfterClose }: DeleteSpeciesDialogProps) {
  const [pending, write] = useSpeciesWrite();

  async function confirm() {
    if (!species || pending) return;
    const deleted = await write(() => sendJson('DELETE', `/api/species/${species.id}`), {
      success: 'Species deleted successfully!',
      failure: 'Failed to delete species. Please try again.',
    });
    if (deleted) onDeleted();
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={species ? `Delete ${species.commonName}?` : 'Delete species?'}
      description="Are you sure you want to delete this species? This action cannot be undone."
      busy={pending}
      focusAfterClose={focusAfterClose}
    >
      <div className={styles.dialogActions}>
        <button type="button" className="button button-outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </button>
        <PendingButton type="button" className={`button ${styles.destructiveButton}`} onClick={confirm} pending={pending} pendingLabel="Deleting...">
          Delete
        </PendingButton>
      </div>
    </AdminDialog>
  );
}
