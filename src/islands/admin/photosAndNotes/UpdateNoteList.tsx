import { useId } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { newestFirst } from '../../../lib/catalogue/updateNotes.ts';
import styles from '../common/admin.module.css';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import card from '../../../styles/shared/card.module.css';

/** The chosen species' update notes, newest first, under the form that adds one. */
export function UpdateNoteList({ species }: { species: PublicSpecies }) {
  const notesTitleId = useId();
  const writtenAt = useAdminDateTime();
  return (
    <section className={`${card.box} ${styles.panel}`} aria-labelledby={notesTitleId}>
      <h2 id={notesTitleId} className={styles.panelTitle}>
        Update notes of {species.commonName}
      </h2>
      {species.updateNotes.length === 0 ? (
        <p className={styles.muted}>No updates available for this species.</p>
      ) : (
        <ol className={styles.noteList} role="list">
          {newestFirst(species.updateNotes).map((entry, index) => (
            <li key={`${entry.date}-${index}`}>
              <time dateTime={entry.date}>{writtenAt(entry.date)}</time>
              <p>{entry.note}</p>
              {entry.photos && entry.photos.length > 0 && (
                <p className={styles.muted}>
                  {entry.photos.length === 1 ? '1 photo' : `${entry.photos.length} photos`}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
