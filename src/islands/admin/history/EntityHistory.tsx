import { useState } from 'react';
import type { HistoryChange, HistoryEntity } from '../../../lib/admin/history.ts';
import styles from '../common/admin.module.css';
import { ChangeList } from './ChangeList.tsx';
import { RestoreChangeDialog } from './RestoreChangeDialog.tsx';
import { useChangePages } from './useChangePages.ts';
import button from '../../../styles/shared/button.module.css';

type EntityHistoryProps = {
  entity: HistoryEntity;
  entityId: number;
  /** After a restore the item is another version: the screen closes its dialog and reloads. */
  onRestored: () => void;
};

/** The "History" tab of an edit dialog: this item's versions, newest first, each restorable. */
export function EntityHistory({ entity, entityId, onRestored }: EntityHistoryProps) {
  const history = useChangePages({ entity, id: String(entityId) });
  const [target, setTarget] = useState<HistoryChange>();
  const [open, setOpen] = useState(false);

  if (history.status === 'loading') return <p className={styles.message}>Loading history...</p>;
  if (history.status === 'error')
    return (
      <p className={styles.message} role="alert">
        Error loading history. Please try again.
      </p>
    );
  if (history.changes.length === 0) return <p className={styles.message}>No recorded changes yet.</p>;
  return (
    <div className={styles.stack}>
      <ChangeList
        changes={history.changes}
        label="Versions"
        onRestore={(change) => (setTarget(change), setOpen(true))}
      />
      {history.nextBefore !== null && (
        <button type="button" className={`${button.button} ${button.outline}`} onClick={() => void history.loadOlder()}>
          Older changes
        </button>
      )}
      <RestoreChangeDialog
        change={target}
        open={open}
        onOpenChange={setOpen}
        onRestored={() => (setOpen(false), onRestored())}
      />
    </div>
  );
}
