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
  return (
    <>
      {photos.length > 0 && (
        <fieldset className={styles.noteFieldset}>
          <legend>Current photos</legend>
          <p className={styles.hint}>The first photo is shown on the species card; removing it makes the next one the card photo. Photos are removed when you press Update Species.</p>
          <ul className={styles.photoGrid} role="list">
            {photos.map((url, index) => (
              <li key={`${index}-${url}`} className={styles.removable} data-marked={removals.photos.has(index) || undefined}>
                <img src={url} alt={photoAltText(species.photoAlts, url, `${species.commonName}, photo ${index + 1} of ${photos.length}`)} width={240} height={180} loading="lazy" />
                <RemovalToggle
                  item={`photo ${index + 1}`}
                  marked={removals.photos.has(index)}
                  onToggle={() => onRemovalsChange({ ...removals, photos: toggledPosition(removals.photos, index) })}
                  disabled={disabled}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {updateNotes.length > 0 && (
        <fieldset className={styles.noteFieldset}>
          <legend>Current update notes</legend>
          <p className={styles.hint}>Notes are removed when you press Update Species.</p>
          <ul className={styles.noteList} role="list">
            {updateNotes.map((note, index) => (
              <li key={`${index}-${note.date}`} className={styles.removable} data-marked={removals.updateNotes.has(index) || undefined}>
                <div>
                  <time dateTime={note.date}>{formatLongDate(note.date)}</time>
                  <p>{notePreview(note.note)}</p>
                </div>
                <RemovalToggle
                  item={`note ${index + 1}`}
                  marked={removals.updateNotes.has(index)}
                  onToggle={() => onRemovalsChange({ ...removals, updateNotes: toggledPosition(removals.updateNotes, index) })}
                  disabled={disabled}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </>
  );
}
