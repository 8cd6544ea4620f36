import { type FormEvent, useRef, useState } from 'react';
import { postJson } from '../../../lib/apiClient.ts';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { newUpdateNoteSchema, speciesFieldLimits } from '../../../lib/schemas/species.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import AdminGate from '../common/AdminGate.tsx';
import { showAdminError } from '../common/adminToasts.ts';
import { FormField } from '../fields/FormField.tsx';
import { SpeciesManagerFrame } from './SpeciesManagerFrame.tsx';
import { pickerSort } from './SpeciesPicker.tsx';
import { UpdateNoteList } from './UpdateNoteList.tsx';
import { useSpeciesPages } from '../species/useSpeciesPages.ts';
import { useSpeciesWrite } from '../common/useSpeciesWrite.ts';

/**
 * The Species Update Notes Manager (requirements §2, §4, §5): a species and a non-blank note are required;
 * the server stamps the note with the current time. After a note is added the box is cleared and
 * focused again for the next one, and the species shown is the one the server answers, with its new note.
 */
function NotesManager() {
  const matches = useSpeciesPages(pickerSort);
  const [species, setSpecies] = useState<PublicSpecies>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [pending, write] = useSpeciesWrite();
  const noteBox = useRef<HTMLTextAreaElement>(null);

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!species || note.trim() === '') {
      showAdminError('Please select a species and enter an update note');
      return;
    }
    const parsed = newUpdateNoteSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      noteBox.current?.focus();
      return;
    }
    setError(undefined);
    let updated: PublicSpecies | undefined;
    const added = await write(
      async () => {
        updated = await postJson<PublicSpecies>(`/api/species/${species.id}/update-note`, parsed.data);
      },
      {
        success: 'Update note added successfully',
        failure: 'Failed to add update note. Please try again.',
      },
    );
    if (!added) return;
    setNote('');
    noteBox.current?.focus();
    // The species as the server has it now, with the new note.
    if (updated) setSpecies(updated);
  }

  return (
    <SpeciesManagerFrame
      matches={matches}
      chosen={species}
      onChoose={setSpecies}
      form={{ title: 'Add an update note', onSubmit: addNote, submit: 'Add Note', pending: 'Adding Note...' }}
      pending={pending}
      aside={species && <UpdateNoteList species={species} />}
    >
      <FormField label="Update note" hint="Dated with the current date and time when it is added." error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={noteBox}
            className={forms.input}
            rows={5}
            maxLength={speciesFieldLimits.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            readOnly={pending}
          />
        )}
      </FormField>
    </SpeciesManagerFrame>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export default function SpeciesNotesManager() {
  return (
    <AdminGate>
      <NotesManager />
    </AdminGate>
  );
}
