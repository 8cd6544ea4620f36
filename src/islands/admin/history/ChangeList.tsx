import { type HistoryChange, isImportChange } from '../../../lib/admin/history.ts';
import { canRestore, changeSummary, undoWording } from '../../../lib/admin/historyDiff.ts';
import adminStyles from '../common/admin.module.css';
import styles from './History.module.css';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import { FieldChanges } from './FieldChanges.tsx';
import { ImportedSpecies } from './ImportedSpecies.tsx';
import button from '../../../styles/shared/button.module.css';

type ChangeListProps = {
  changes: readonly HistoryChange[];
  /** Asks to undo a change; offered for species, biomes, resources and posts. */
  onRestore: (change: HistoryChange) => void;
  /** The list's name for assistive technology. */
  label: string;
};

/** Changes newest first: when, who, what, and on request what changed field by field. */
export function ChangeList({ changes, onRestore, label }: ChangeListProps) {
  // When each change was made, to the minute, in the site's time zone, named.
  const changedAt = useAdminDateTime();
  return (
    <ul className={adminStyles.messageList} aria-label={label}>
      {changes.map((change) => (
        <li key={change.id} className={`${adminStyles.messageItem} ${styles.item}`}>
          <p className={styles.summary}>{changeSummary(change)}</p>
          <p className={styles.meta}>
            <time dateTime={change.at}>{changedAt(change.at)}</time> · by {change.actor}
          </p>
          {change.action !== 'erase' && (
            <details className={styles.details}>
              <summary>
                What changed<span className="visually-hidden"> in change {change.id}</span>
              </summary>
              {isImportChange(change) ? (
                <ImportedSpecies change={change} />
              ) : (
                <FieldChanges before={change.before} after={change.after} />
              )}
            </details>
          )}
          {canRestore(change) && (
            <button type="button" className={`${button.button} ${button.outline}`} onClick={() => onRestore(change)}>
              {undoWording(change).button}
              <span className="visually-hidden"> change {change.id}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
