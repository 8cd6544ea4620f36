import type { HistoryChange } from '../../lib/history.ts';
import { canRestore, changeSummary, undoWording } from '../../lib/historyDiff.ts';
import adminStyles from './admin.module.css';
import styles from './History.module.css';
import { FieldChanges } from './FieldChanges.tsx';

/** When a change was made, to the minute, in UTC like every date the admin area shows. */
export function changedAt(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

type ChangeListProps = {
  changes: readonly HistoryChange[];
  /** Asks to undo a change; offered for species, biomes and resources. */
  onRestore: (change: HistoryChange) => void;
  /** The list's name for assistive technology. */
  label: string;
};

/** Changes newest first: when, who, what, and on request what changed field by field (issue 13). */
export function ChangeList({ changes, onRestore, label }: ChangeListProps) {
  return (
    <ul className={adminStyles.messageList} aria-label={label}>
      {changes.map((change) => (
        <li key={change.id} className={`${adminStyles.messageItem} ${styles.item}`}>
          <p className={styles.summary}>{changeSummary(change)}</p>
          <p className={styles.meta}>
            {changedAt(change.at)} · by {change.actor}
          </p>
          {change.action !== 'erase' && (
            <details className={styles.details}>
              <summary>
                What changed<span className="visually-hidden"> in change {change.id}</span>
              </summary>
              <FieldChanges before={change.before} after={change.after} />
            </details>
          )}
          {canRestore(change) && (
            <button type="button" className="button button-outline" onClick={() => onRestore(change)}>
              {undoWording(change).button}
              <span className="visually-hidden"> change {change.id}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
