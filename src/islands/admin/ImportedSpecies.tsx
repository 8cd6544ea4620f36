import { type HistoryChange, importedSpecies } from '../../lib/history.ts';
import styles from './History.module.css';

/** What an import added (or its undo removed): each species by name and id, in a list screen readers count. */
export function ImportedSpecies({ change }: { change: HistoryChange }) {
  const species = importedSpecies(change);
  if (species.length === 0) return <p className={styles.meta}>No species.</p>;
  return (
    <ul
      className={styles.importedSpecies}
      aria-label={change.action === 'import' ? 'Species added' : 'Species removed'}
      // It scrolls when long: focusable, so that the keyboard can scroll it too.
      tabIndex={0}
    >
      {species.map(({ id, commonName }) => (
        <li key={id}>
          {commonName} <span className={styles.meta}>(id {id})</span>
        </li>
      ))}
    </ul>
  );
}
