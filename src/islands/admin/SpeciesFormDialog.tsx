import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { PendingButton } from '../forms/PendingButton.tsx';
import { postJson, sendJson, uploadImage } from '../../lib/apiClient.ts';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { speciesEnvironments, speciesFieldLimits, speciesNiches, speciesStatuses } from '../../lib/schemas/species.ts';
import { checkSpeciesForm, noRemovals, noSpeciesLists, type SpeciesFormErrors, type SpeciesFormInput, type SpeciesFormValues, type SpeciesRemovals, type SpeciesUploads, speciesPayload } from '../../lib/speciesForm.ts';
import { formClasses as forms } from '../forms/formClasses.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { showAdminError, showAdminSuccess, uploadFailedMessage } from './adminToasts.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { FormField } from './FormField.tsx';
import { ImageInput } from './ImageInput.tsx';
import styles from './admin.module.css';
import { AltTextField } from './AltTextField.tsx';
import { CurrentSpeciesLists } from './CurrentSpeciesLists.tsx';
import { followPublishing } from './publishStatusStore.ts';

/** What the form holds besides the files: the fields, and the edit form's new update note. */
export type SpeciesFormState = { values: SpeciesFormValues; newUpdateNote: string };

type Phase = 'idle' | 'uploading' | 'saving';

type SpeciesFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's state lives with the page, so that closing the add dialog keeps what was typed. */
  form: SpeciesFormState;
  onFormChange: (form: SpeciesFormState) => void;
  /** Called once the species is saved; the page closes the dialog and reloads its list. */
  onSaved: () => void;
  trigger?: ReactNode;
} & ({ mode: 'add' } | { mode: 'edit'; species: PublicSpecies });

const texts = {
  add: { title: 'Add New Species', submit: 'Add Species', saving: 'Adding...', success: 'Species added successfully!', failure: 'Failed to add species. Please try again.' },
  edit: { title: 'Edit Species', submit: 'Update Species', saving: 'Updating...', success: 'Species updated successfully!', failure: 'Failed to update species. Please try again.' },
} as const;


/** Where the edit form's new photo goes: after the photos that are kept. */
function addedPhotoHint(kept: number): string {
  if (kept === 0) return 'Optional; it becomes the card photo.';
  return `Optional; added after the ${kept === 1 ? 'current photo' : `${kept} current photos`}.`;
}

/**
 * The add and edit species dialogs (SPEC §2, §4, §5, §7): the fields checked with the shared schema
 * before anything is uploaded, then the chosen photos uploaded ('Uploading...'), then the species
 * sent ('Adding...' or 'Updating...'), the button disabled throughout. A failed upload abandons the
 * save. The edit form sends the whole record without the photos and notes marked for removal, with
 * the new photo appended and the new update note, when it is not blank, appended with the current time.
 */
export function SpeciesFormDialog(props: SpeciesFormDialogProps) {
  const { open, onOpenChange, form, onFormChange, onSaved, trigger, mode } = props;
  const species = props.mode === 'edit' ? props.species : undefined;
  const lists = species ?? noSpeciesLists;
  const text = texts[mode];
  const [phase, setPhase] = useState<Phase>('idle');
  const [errors, setErrors] = useState<SpeciesFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [notePhoto, setNotePhoto] = useState<File | null>(null);
  const [photoAlt, setPhotoAlt] = useState('');
  const [notePhotoAlt, setNotePhotoAlt] = useState('');
  const [removals, setRemovals] = useState<SpeciesRemovals>(noRemovals);
  const [errorsShown, setErrorsShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = phase !== 'idle';

  // The files and messages belong to one opening of the dialog.
  useEffect(() => {
    if (!open) {
      setPhoto(null);
      setNotePhoto(null);
      setPhotoAlt('');
      setNotePhotoAlt('');
      setRemovals(noRemovals);
      setErrors({});
    }
  }, [open]);

  // After a check fails, the first field with a message gets focus.
  useEffect(() => {
    if (errorsShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  const setValue = <K extends keyof SpeciesFormValues>(key: K, value: SpeciesFormValues[K]) => onFormChange({ ...form, values: { ...form.values, [key]: value } });

  function showErrors(found: SpeciesFormErrors) {
    setErrors(found);
    setErrorsShown((count) => count + 1);
  }

  async function uploadChosen(input: SpeciesFormInput): Promise<SpeciesUploads | undefined> {
    if (!photo && !(notePhoto && input.newUpdateNote.trim() !== '')) return {};
    setPhase('uploading');
    try {
      const photoUrl = photo ? await uploadImage(photo, input.photoAlt) : undefined;
      const notePhotoUrl = notePhoto && input.newUpdateNote.trim() !== '' ? await uploadImage(notePhoto, input.notePhotoAlt) : undefined;
      return { photoUrl, notePhotoUrl };
    } catch {
      showAdminError(uploadFailedMessage);
      return undefined;
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input: SpeciesFormInput = {
      mode,
      values: form.values,
      lists,
      photoChosen: photo !== null,
      photoAlt,
      newUpdateNote: form.newUpdateNote,
      notePhotoChosen: notePhoto !== null,
      notePhotoAlt,
      removals,
    };
    const problems = checkSpeciesForm(input);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    setErrors({});
    try {
      const uploads = await uploadChosen(input);
      if (!uploads) return;
      const result = speciesPayload(input, uploads, new Date());
      if (!result.success) {
        showErrors(result.errors);
        return;
      }
      setPhase('saving');
      try {
        if (species) await sendJson('PATCH', `/api/species/${species.id}`, result.payload);
        else await postJson('/api/species', result.payload);
      } catch {
        showAdminError(text.failure);
        return;
      }
      showAdminSuccess(text.success);
      followPublishing();
      onSaved();
    } finally {
      setPhase('idle');
    }
  }

  const submitLabel = phase === 'uploading' ? 'Uploading...' : phase === 'saving' ? text.saving : text.submit;

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={text.title} trigger={trigger} busy={busy}>
      <form ref={formRef} className={styles.dialogForm} onSubmit={save} noValidate>
        <div className={forms.pair}>
          <FormField label="Common Name" error={errors.commonName}>
            {(control) => <input {...control} className={forms.input} type="text" autoComplete="off" required maxLength={speciesFieldLimits.name} value={form.values.commonName} onChange={(event) => setValue('commonName', event.target.value)} />}
          </FormField>
          <FormField label="Scientific Name" error={errors.scientificName}>
            {(control) => (
              <input {...control} className={forms.input} type="text" autoComplete="off" required maxLength={speciesFieldLimits.name} value={form.values.scientificName} onChange={(event) => setValue('scientificName', event.target.value)} />
            )}
          </FormField>
        </div>
        <div className={styles.triple}>
          <FormField label="Environment" error={errors.environment}>
            {(control) => <ChoiceSelect control={control} value={form.values.environment} onChange={(value) => setValue('environment', value)} choices={speciesEnvironments} placeholder="Choose one" />}
          </FormField>
          <FormField label="Status" error={errors.status}>
            {(control) => <ChoiceSelect control={control} value={form.values.status} onChange={(value) => setValue('status', value)} choices={speciesStatuses} placeholder="Choose one" />}
          </FormField>
          <FormField label="Niche" error={errors.niche}>
            {(control) => <ChoiceSelect control={control} value={form.values.niche} onChange={(value) => setValue('niche', value)} choices={speciesNiches} placeholder="Choose one" />}
          </FormField>
        </div>
        <FormField label="Description" error={errors.description}>
          {(control) => <textarea {...control} className={forms.input} rows={4} required maxLength={speciesFieldLimits.description} value={form.values.description} onChange={(event) => setValue('description', event.target.value)} />}
        </FormField>
        <FormField label="Care Instructions" hint="Optional." error={errors.careInstructions}>
          {(control) => <textarea {...control} className={forms.input} rows={3} maxLength={speciesFieldLimits.careInstructions} value={form.values.careInstructions} onChange={(event) => setValue('careInstructions', event.target.value)} />}
        </FormField>
        {species && <CurrentSpeciesLists species={species} removals={removals} onRemovalsChange={setRemovals} disabled={busy} />}
        <FormField
          label={species ? 'Add a Photo' : 'Photo'}
          hint={species ? addedPhotoHint(species.photos.length - removals.photos.size) : 'Optional; the first photo is shown on the species card.'}
          error={errors.photoUpload}
        >
          {(control) => <ImageInput control={control} onChange={setPhoto} />}
        </FormField>
        <AltTextField value={photoAlt} onChange={setPhotoAlt} error={errors.photoAlt} />
        {species && (
          <fieldset className={styles.noteFieldset}>
            <legend>New Update Note</legend>
            <FormField label="Update note" hint="Optional; added with the current date and time when it is not blank." error={errors.newUpdateNote}>
              {(control) => <textarea {...control} className={forms.input} rows={3} maxLength={speciesFieldLimits.note} value={form.newUpdateNote} onChange={(event) => onFormChange({ ...form, newUpdateNote: event.target.value })} />}
            </FormField>
            <FormField label="Photo for the update note" hint="Optional." error={errors.updateNotePhotoUpload}>
              {(control) => <ImageInput control={control} onChange={setNotePhoto} />}
            </FormField>
            <AltTextField label="Alt text of the note photo" value={notePhotoAlt} onChange={setNotePhotoAlt} error={errors.updateNotePhotoAlt} />
          </fieldset>
        )}
        <label className={styles.checkbox}>
          <input type="checkbox" checked={form.values.isActive} onChange={(event) => setValue('isActive', event.target.checked)} />
          Show in the public species catalogue
        </label>
        <div className={styles.dialogActions}>
          <button type="button" className="button button-outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </button>
          <PendingButton pending={busy}>{submitLabel}</PendingButton>
        </div>
      </form>
    </AdminDialog>
  );
}
