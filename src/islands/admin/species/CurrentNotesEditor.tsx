import { speciesFieldLimits } from '../../../lib/schemas/species.ts';
import { toggledRemoval } from '../../../lib/forms/speciesForm.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import styles from '../common/admin.module.css';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import type { CurrentItemsEditorProps } from './currentItemsEditorProps.ts';
import { FormField } from '../fields/FormField.tsx';
import { RemovalToggle } from './RemovalToggle.tsx';

/**
 * The edit form's current update notes: each note's text can be edited, and the
 * note marked for removal. The date stays the note's own. Nothing changes until the form is saved.
 */
export function CurrentNotesEditor({
  species,
  removals,
  onRemovalsChange,
  edits,
  onEditsChange,
  errors,
  disabled,
}: CurrentItemsEditorProps) {
  const writtenAt = useAdminDateTime();
  return (
    <fieldset className={styles.noteFieldset}>
      <legend>Current update notes</legend>
      <p className={styles.hint}>Changes are saved when you press Update Species.</p>
      <ul className={styles.noteList} role="list">
        {species.updateNotes.map((note, position) => {
          const marked = removals.updateNotes.has(position);
          return (
            <li key={`${position}-${note.date}`} className={styles.removable} data-marked={marked || undefined}>
              <FormField
                label={`Text of note ${position + 1}`}
                hint={`Written ${writtenAt(note.date)}.`}
                error={errors[`currentNote-${position}`]}
              >
                {(control) => (
                  <textarea
                    {...control}
                    className={forms.input}
                    rows={2}
                    maxLength={speciesFieldLimits.note}
                    value={edits.noteTexts[position] ?? note.note}
                    onChange={(event) =>
                      onEditsChange({ ...edits, noteTexts: { ...edits.noteTexts, [position]: event.target.value } })
                    }
                    disabled={disabled}
                  />
                )}
              </FormField>
              <RemovalToggle
                item={`note ${position + 1}`}
                marked={marked}
                onToggle={() => onRemovalsChange(toggledRemoval(removals, 'updateNotes', position))}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
