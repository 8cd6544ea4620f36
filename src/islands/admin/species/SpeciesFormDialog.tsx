import { useState } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import {
  noEdits,
  noRemovals,
  noSpeciesLists,
  type SpeciesEdits,
  type SpeciesFormInput,
  type SpeciesFormValues,
  type SpeciesRemovals,
} from '../../../lib/forms/speciesForm.ts';
import { EntryDialog, type EntryDialogOpening, entryDialogTexts } from '../catalogueEntries/EntryDialog.tsx';
import { CurrentNotesEditor } from './CurrentNotesEditor.tsx';
import { CurrentPhotosEditor } from './CurrentPhotosEditor.tsx';
import { type NewPhoto, NewPhotosField } from './NewPhotosField.tsx';
import { NewUpdateNoteFields } from './NewUpdateNoteFields.tsx';
import { SpeciesFieldInputs } from './SpeciesFieldInputs.tsx';
import { useSpeciesSave } from './useSpeciesSave.ts';

/** What the form holds besides the files: the fields, and the edit form's new update note. */
export type SpeciesFormState = { values: SpeciesFormValues; newUpdateNote: string };

type SpeciesFormDialogProps = {
  /** The form's state lives with the page, so that closing the add dialog keeps what was typed. */
  form: SpeciesFormState;
  onFormChange: (form: SpeciesFormState) => void;
} & EntryDialogOpening &
  ({ mode: 'add' } | { mode: 'edit'; species: PublicSpecies });

/** Where the new photos go: the add form's first is the card photo, the edit form's come after the kept ones. */
function newPhotosHint(kept: number | undefined): string {
  const several = 'You can choose several at once.';
  if (kept === undefined) return `Optional; the first photo is shown on the species card. ${several}`;
  if (kept === 0) return `Optional; it becomes the card photo. ${several}`;
  return `Optional; added after the ${kept === 1 ? 'current photo' : `${kept} current photos`}. ${several}`;
}

/**
 * The add and edit species dialogs (requirements §2, §4, §5, §7): the fields, several new
 * photos at once, and when editing the current photos (reordered, their alt texts edited, removed),
 * the current notes (edited, removed) and a new note, in the dialog the biomes and resources use
 * (EntryDialog). The save is useSpeciesSave's. Longer than our ~80 lines on purpose: each part is a
 * component already, and what is left is the one opening's state (files, removals, edits) that the
 * parts share and the save reads at once.
 */
export function SpeciesFormDialog(props: SpeciesFormDialogProps) {
  const { form, onFormChange, onSaved, mode } = props;
  const species = props.mode === 'edit' ? props.species : undefined;
  const text = entryDialogTexts('species', mode === 'edit');
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>([]);
  const [notePhoto, setNotePhoto] = useState<File | null>(null);
  const [notePhotoAlt, setNotePhotoAlt] = useState('');
  const [removals, setRemovals] = useState<SpeciesRemovals>(noRemovals);
  const [edits, setEdits] = useState<SpeciesEdits>(noEdits);
  const { phase, errors, errorsShown, clearErrors, save } = useSpeciesSave(species, text, onSaved);
  const busy = phase !== 'idle';

  /** The files, marks and messages belong to one opening of the dialog. */
  function endOpening() {
    setNewPhotos([]);
    setNotePhoto(null);
    setNotePhotoAlt('');
    setRemovals(noRemovals);
    setEdits(noEdits);
    clearErrors();
  }

  const input: SpeciesFormInput = {
    mode,
    values: form.values,
    lists: species ?? noSpeciesLists,
    newPhotoAlts: newPhotos.map((photo) => photo.alt),
    newUpdateNote: form.newUpdateNote,
    notePhotoChosen: notePhoto !== null,
    notePhotoAlt,
    removals,
    edits,
  };
  const listProps = { removals, onRemovalsChange: setRemovals, edits, onEditsChange: setEdits, errors, disabled: busy };

  return (
    <EntryDialog
      dialog={props}
      texts={text}
      save={{ phase, errorsShown }}
      history={{ entity: 'species', entityId: species?.id, onRestored: onSaved }}
      shown={{
        checked: form.values.isActive,
        onChange: (isActive) => onFormChange({ ...form, values: { ...form.values, isActive } }),
        label: 'Show in the public species catalogue',
      }}
      onClosed={endOpening}
      onSubmit={() => void save(input, { newPhotos, notePhoto })}
    >
      <SpeciesFieldInputs
        values={form.values}
        onChange={(key, value) => onFormChange({ ...form, values: { ...form.values, [key]: value } })}
        errors={errors}
      />
      {species && species.photos.length > 0 && <CurrentPhotosEditor species={species} {...listProps} />}
      {species && species.updateNotes.length > 0 && <CurrentNotesEditor species={species} {...listProps} />}
      <NewPhotosField
        label={species ? 'Add a Photo' : 'Photo'}
        hint={newPhotosHint(species && species.photos.length - removals.photos.size)}
        photos={newPhotos}
        onChange={setNewPhotos}
        errors={errors}
        disabled={busy}
      />
      {species && (
        <NewUpdateNoteFields
          note={form.newUpdateNote}
          onNoteChange={(note) => onFormChange({ ...form, newUpdateNote: note })}
          onPhotoChange={setNotePhoto}
          photoAlt={notePhotoAlt}
          onPhotoAltChange={setNotePhotoAlt}
          errors={errors}
        />
      )}
    </EntryDialog>
  );
}
