import { postJson, sendJson, uploadImage } from '../../../lib/apiClient.ts';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import {
  checkSpeciesForm,
  type SpeciesFormErrors,
  type SpeciesFormInput,
  type SpeciesUploads,
  speciesPayload,
} from '../../../lib/forms/speciesForm.ts';
import { showAdminError, showAdminSuccess, uploadFailedMessage } from '../common/adminToasts.ts';
import { useSaveState } from '../catalogueEntries/EntryDialog.tsx';
import type { NewPhoto } from './NewPhotosField.tsx';
import { followPublishing } from '../common/publishStatusStore.ts';

/** What a save sends besides the form: the files, which the checks only count. */
export type SpeciesFiles = { newPhotos: readonly NewPhoto[]; notePhoto: File | null };

type SaveTexts = { success: string; failure: string };

async function uploadChosen(input: SpeciesFormInput, files: SpeciesFiles): Promise<SpeciesUploads> {
  const photoUrls: string[] = [];
  for (const photo of files.newPhotos) photoUrls.push(await uploadImage(photo.file, photo.alt));
  const noteAdded = files.notePhoto && input.newUpdateNote.trim() !== '';
  return { photoUrls, notePhotoUrl: noteAdded ? await uploadImage(files.notePhoto!, input.notePhotoAlt) : undefined };
}

/**
 * A species dialog's save (requirements §4, §5, §7): the form checked with the shared schema before
 * anything is uploaded, then the chosen photos uploaded one by one ('Uploading...'), then the
 * species sent. A failed upload abandons the save. Once saved, the status line follows the publish
 * and links to the species' public page when it has one.
 */
export function useSpeciesSave(species: PublicSpecies | undefined, texts: SaveTexts, onSaved: () => void) {
  const { phase, setPhase, errors, errorsShown, showErrors, clearErrors } = useSaveState<SpeciesFormErrors>();

  /** The saved species as the server answered (null if it sent none), or undefined when not saved. */
  async function send(input: SpeciesFormInput, uploads: SpeciesUploads): Promise<PublicSpecies | null | undefined> {
    const result = speciesPayload(input, uploads, new Date());
    if (!result.success) return void showErrors(result.errors);
    setPhase('saving');
    try {
      if (species) return await sendJson<PublicSpecies>('PATCH', `/api/species/${species.id}`, result.payload);
      return await postJson<PublicSpecies>('/api/species', result.payload);
    } catch {
      showAdminError(texts.failure);
      return undefined;
    }
  }

  async function save(input: SpeciesFormInput, files: SpeciesFiles) {
    if (phase !== 'idle') return;
    const problems = checkSpeciesForm(input);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    clearErrors();
    try {
      const needsUpload = files.newPhotos.length > 0 || (files.notePhoto && input.newUpdateNote.trim() !== '');
      if (needsUpload) setPhase('uploading');
      const uploads = needsUpload ? await uploadChosen(input, files).catch(() => undefined) : {};
      if (!uploads) return showAdminError(uploadFailedMessage);
      const saved = await send(input, uploads);
      if (saved === undefined) return;
      showAdminSuccess(texts.success);
      followPublishing(saved?.isActive ? `/species/${saved.id}` : undefined);
      onSaved();
    } finally {
      setPhase('idle');
    }
  }

  return { phase, errors, errorsShown, clearErrors, save };
}
