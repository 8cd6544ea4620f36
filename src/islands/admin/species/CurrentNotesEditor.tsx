import { speciesFieldLimits } from '../../../lib/schemas/species.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import styles from '../common/admin.module.css';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import type { CurrentItemsEditorProps } from './currentItemsEditorProps.ts';
import { CurrentItemsFieldset } from './CurrentItemsFieldset.tsx';
import { FormField } from '../fields/FormField.tsx';

/**
 * The edit form's current update notes: each note's text can be edited, and the
 * note marked for removal. The date stays the note's own. Nothing changes until the form is saved.
 */
export function CurrentNotesEditor(props: CurrentItemsEditorProps) {
  const { species, edits, onEditsChange, errors, disabled } = props;
  const writtenAt = useAdminDateTime();
  return (
    <CurrentItemsFieldset
      editor={props}
      list="updateNotes"
      legend="Current update notes"
      hint="Changes are saved when you press Update Species."
      order={species.updateNotes.map((_, position) => position)}
      listClassName={styles.noteList}
    >
      {({ position, name, removalToggle }) => {
        const note = species.updateNotes[position]!;
        return (
          <>
            <FormField
              label={`Text of ${name}`}
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
            {removalToggle}
          </>
        );
      }}
    </CurrentItemsFieldset>
  );
}
