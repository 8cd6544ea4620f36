import type { ReactNode } from 'react';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { formatLongDate } from '../../lib/formatDate.ts';
import { photoAltText } from '../../lib/photoAlts.ts';
import { notePreview, type SpeciesRemovals, toggledPosition } from '../../lib/speciesForm.ts';
import styles from './admin.module.css';
import { RemovalToggle } from './RemovalToggle.tsx';

type CurrentSpeciesListsProps = {
  species: PublicSpecies;
  removals: SpeciesRemovals;
  onRemovalsChange: (removals: SpeciesRemovals) => void;
  disabled: boolean;
};

/**
 * The edit form's current photos and update notes, each with a toggle that marks it for removal.
 * Nothing is removed until the form is saved; closing the dialog forgets the marks.
 */
export function CurrentSpeciesLists({ species, removals, onRemovalsChange, disabled }: CurrentSpeciesListsProps) {
  const { photos, updateNotes } = species;

  // One loaded photo or note: what it shows, and its removal toggle.
  function removableItem(list: keyof SpeciesRemovals, index: number, item: string, key: string, shown: ReactNode) {
    const marked = removals[list].has(index);
    return (
      <li key={key} className={styles.removable} data-marked={marked || undefined}>
        {shown}
        <RemovalToggle item={item} marked={marked} onToggle={() => onRemovalsChange({ ...removals, [list]: toggledPosition(removals[list], index) })} disabled={disabled} />
      </li>
    );
  }

  return (
    <>
      {photos.length > 0 && (
        <fieldset className={styles.noteFieldset}>
          <legend>Current photos</legend>
          <p className={styles.hint}>The first photo is shown on the species card; removing it makes the next one the card photo. Photos are removed when you press Update Species.</p>
          <ul className={styles.photoGrid} role="list">
            {photos.map((url, index) =>
              removableItem(
                'photos',
                index,
                `photo ${index + 1}`,
                `${index}-${url}`,
                <img src={url} alt={photoAltText(species.photoAlts, url, `${species.commonName}, photo ${index + 1} of ${photos.length}`)} width={240} height={180} loading="lazy" />,
              ),
            )}
          </ul>
        </fieldset>
      )}
      {updateNotes.length > 0 && (
        <fieldset className={styles.noteFieldset}>
          <legend>Current update notes</legend>
          <p className={styles.hint}>Notes are removed when you press Update Species.</p>
          <ul className={styles.noteList} role="list">
            {updateNotes.map((note, index) =>
              removableItem(
                'updateNotes',
                index,
                `note ${index + 1}`,
                `${index}-${note.date}`,
                <div>
                  <time dateTime={note.date}>{formatLongDate(note.date)}</time>
                  <p>{notePreview(note.note)}</p>
                </div>,
              ),
            )}
          </ul>
        </fieldset>
      )}
    </>
  );
}
