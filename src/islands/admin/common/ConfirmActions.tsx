import type { ReactNode } from 'react';
import { PendingButton } from '../../forms/PendingButton.tsx';
import styles from './admin.module.css';
import button from '../../../styles/shared/button.module.css';

type ConfirmActionsProps = {
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirming button's words, and what it says while the call runs. */
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  /** A confirmation that deletes: its button in the destructive colour. */
  destructive?: boolean;
};

/** The end of an admin confirmation: Cancel, then the button that confirms, disabled while the call runs. */
export function ConfirmActions({
  pending,
  onCancel,
  onConfirm,
  confirmLabel,
  pendingLabel,
  destructive = false,
}: ConfirmActionsProps) {
  return (
    <div className={styles.dialogActions}>
      <button type="button" className={`${button.button} ${button.outline}`} onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <PendingButton
        type="button"
        className={destructive ? `${button.button} ${styles.destructiveButton}` : button.button}
        onClick={onConfirm}
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {confirmLabel}
      </PendingButton>
    </div>
  );
}
