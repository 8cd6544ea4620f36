import { PendingButton } from '../../forms/PendingButton.tsx';
import styles from './admin.module.css';
import button from '../../../styles/shared/button.module.css';

/** Where an add or edit dialog's save is; the submit button says 'Uploading...' or 'Saving...' meanwhile. */
export type SavePhase = 'idle' | 'uploading' | 'saving';

export type DialogFormEndProps = {
  /**
   * Whether the item is shown on the public site, and where ('Show in the public species catalogue'); absent
   * for what the public site never shows (a newsletter issue).
   */
  shown?: { checked: boolean; onChange: (checked: boolean) => void; label: string };
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
};

/** The end of an admin add or edit form: whether the item is shown (when it can be), Cancel, and the submit button. */
export function DialogFormEnd({ shown, busy, submitLabel, onCancel }: DialogFormEndProps) {
  return (
    <>
      {shown && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={shown.checked}
            onChange={(event) => shown.onChange(event.target.checked)}
            disabled={busy}
          />
          {shown.label}
        </label>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={`${button.button} ${button.outline}`} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <PendingButton pending={busy}>{submitLabel}</PendingButton>
      </div>
    </>
  );
}
