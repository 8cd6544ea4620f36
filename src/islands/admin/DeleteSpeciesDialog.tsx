import { type ComponentProps, useState } from 'react';
import { PendingButton } from '../forms/PendingButton.tsx';
import { sendJson } from '../../lib/apiClient.ts';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { showAdminError, showAdminSuccess } from './adminToasts.ts';
import styles from './admin.module.css';
import { followPublishing } from './publishStatusStore.ts';

type DeleteSpeciesDialogProps = {
  species: PublicSpecies | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  focusAfterClose: ComponentProps<typeof AdminDialog>['focusAfterClose'];
};

/** The delete confirmation (SPEC §4, §8): 'Deleting...' on a disabled button while the call runs. */
export function DeleteSpeciesDialog({ species, open, onOpenChange, onDeleted, focusAfterClose }: DeleteSpeciesDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!species || pending) return;
    setPending(true);
    try {
      await sendJson('DELETE', `/api/species/${species.id}`);
    } catch {
      showAdminError('Failed to delete species. Please try again.');
      return;
    } finally {
      setPending(false);
    }
    showAdminSuccess('Species deleted successfully!');
    followPublishing();
    onDeleted();
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
