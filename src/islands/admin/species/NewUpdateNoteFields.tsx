import { speciesFieldLimits } from '../../../lib/schemas/species.ts';
import type { SpeciesFormErrors } from '../../../lib/forms/speciesForm.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import styles from '../common/admin.module.css';
import { AltTextField } from '../fields/AltTextField.tsx';
import { FormField } from '../fields/FormField.tsx';
import { ImageInput } from '../fields/ImageInput.tsx';

type NewUpdateNoteFieldsProps = {
  note: string;
  onNoteChange: (note: string) => void;
  onPhotoChange: (photo: File | null) => void;
  photoAlt: string;
  onPhotoAltChange: (alt: string) => void;
  errors: SpeciesFormErrors;
};

/** The edit dialog's new update note (requirements §5): its text, and an optional photo with its alt text. */
export function NewUpdateNoteFields({
  note,
  onNoteChange,
  onPhotoChange,
  photoAlt,
  onPhotoAltChange,
  errors,
}: NewUpdateNoteFieldsProps) {
  return (
    <fieldset className={styles.noteFieldset}>
      <legend>New Update Note</legend>
      <FormField
        label="Update note"
        hint="Optional; added with the current date and time when it is not blank."
        error={errors.newUpdateNote}
      >
        {(control) => (
          <textarea
            {...control}
            className={forms.input}
            rows={3}
            maxLength={speciesFieldLimits.note}
            value={note}
            onChange={(event) => onNoteChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Photo for the update note" hint="Optional." error={errors.updateNotePhotoUpload}>
        {(control) => <ImageInput control={control} onChange={onPhotoChange} />}
      </FormField>
      <AltTextField
        label="Alt text of the note photo"
        value={photoAlt}
        onChange={onPhotoAltChange}
        error={errors.updateNotePhotoAlt}
      />
    </fieldset>
  );
}
