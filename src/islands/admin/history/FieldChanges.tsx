import { changedFields, fieldLabel, wordDiff } from '../../../lib/admin/historyDiff.ts';
import type { RowSnapshot } from '../../../lib/admin/history.ts';
import styles from './History.module.css';

/** A text's words as removed (struck through) and added (underlined) runs, each named for screen readers. */
function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <>
      {wordDiff(before, after).map((run, index) => {
        if (run.kind === 'same') return <span key={index}>{run.text}</span>;
        const Tag = run.kind === 'removed' ? 'del' : 'ins';
        return (
          <Tag key={index} className={run.kind === 'removed' ? styles.removed : styles.added}>
            <span className="visually-hidden">{run.kind === 'removed' ? ' [removed: ' : ' [added: '}</span>
            {run.text}
            <span className="visually-hidden">] </span>
          </Tag>
        );
      })}
    </>
  );
}

/** What a change changed, field by field. */
export function FieldChanges({ before, after }: { before: RowSnapshot | null; after: RowSnapshot | null }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p className={styles.meta}>No field changed.</p>;
  return (
    <dl className={styles.fields}>
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{fieldLabel(change.field)}</dt>
          <dd>
            <TextDiff before={change.before} after={change.after} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
