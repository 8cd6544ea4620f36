import { type HistoryChange, importedSpecies } from '../../../lib/admin/history.ts';
import styles from './History.module.css';

/** What an import added (or its undo removed): each species by name and id, in a list screen readers count. */
export function ImportedSpecies({ change }: { change: HistoryChange }) {
  const species = importedSpecies(change);
  if (species.length === 0) return <p className={styles.meta}>No species.</p>;
  const label = change.action === 'import' ? 'Species added' : 'Species removed';
  return (
    // It scrolls when long: a focusable region, so that the keyboard can scroll it too.
    <div className={styles.importedSpecies} role="region" aria-label={`${label}, change ${change.id}`} tabIndex={0}>
      <ul>
        {species.map(({ id, commonName }) => (
          <li key={id}>
            {commonName} <span className={styles.meta}>(id {id})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
