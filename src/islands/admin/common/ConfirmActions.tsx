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
  /** False when there is nothing to confirm (a file with no rows, nobody to send to): Cancel alone. */
  confirmable?: boolean;
};

/**
 * The end of an admin confirmation: Cancel, then the button that confirms, disabled while the call runs
 * (or Cancel alone, when there is nothing to confirm).
 */
export function ConfirmActions({
  pending,
  onCancel,
  onConfirm,
  confirmLabel,
  pendingLabel,
  destructive = false,
  confirmable = true,
}: ConfirmActionsProps) {
  return (
    <div className={styles.dialogActions}>
      <button type="button" className={`${button.button} ${button.outline}`} onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      {confirmable && (
        <PendingButton
          type="button"
          className={destructive ? `${button.button} ${styles.destructiveButton}` : button.button}
          onClick={onConfirm}
          pending={pending}
          pendingLabel={pendingLabel}
        >
          {confirmLabel}
        </PendingButton>
      )}
    </div>
  );
}
