import { postJson, sendJson, uploadDocument, uploadImage } from '../../../lib/apiClient.ts';
import { type EntryFormResult, serverFieldErrors } from '../../../lib/forms/catalogueEntryForm.ts';
import { showAdminError, showAdminSuccess, uploadFailedMessage } from '../common/adminToasts.ts';
import { followPublishing } from '../common/publishStatusStore.ts';
import { useSaveState } from './EntryDialog.tsx';

/** The files a biome or resource form may send before the entry itself. */
export type EntryFiles = { image: File | null; document: File | null };

type EntrySaveTarget<Saved> = {
  /** POST here to add, PATCH `${url}/${id}` to edit. */
  url: string;
  id: number | undefined;
  imageAlt: string;
  texts: { success: string; failure: string };
  /** The saved entry's public page, which the status line links to once published; none while it is not shown. */
  publicPath: (saved: Saved) => string | undefined;
};

/**
 * A biome, resource or post dialog's save: the form parsed with the entity's schema before anything is
 * uploaded, then the chosen picture and document uploaded ('Uploading...'), then the entry sent whole.
 * A failed upload abandons the save; a field the server refuses gets its message, as the form's own do.
 */
export function useEntrySave<Saved>(target: EntrySaveTarget<Saved>, onSaved: () => void) {
  const { phase, setPhase, errors, errorsShown, showErrors, clearErrors } = useSaveState<Record<string, string>>();

  async function uploaded(files: EntryFiles): Promise<{ imageUrl?: string; fileUrl?: string } | undefined> {
    if (!files.image && !files.document) return {};
    setPhase('uploading');
    try {
      const imageUrl = files.image ? await uploadImage(files.image, target.imageAlt) : undefined;
      const fileUrl = files.document ? await uploadDocument(files.document) : undefined;
      return { ...(imageUrl && { imageUrl }), ...(fileUrl && { fileUrl }) };
    } catch {
      showAdminError(files.document ? 'Failed to upload the file. Please try again.' : uploadFailedMessage);
      return undefined;
    }
  }

  async function save<Payload extends object>(result: EntryFormResult<Payload>, files: EntryFiles) {
    if (phase !== 'idle') return;
    if (!result.success) return showErrors(result.errors);
    clearErrors();
    try {
      const uploads = await uploaded(files);
      if (!uploads) return;
      setPhase('saving');
      const payload = { ...result.payload, ...uploads };
      const saved = await (
        target.id === undefined
          ? postJson<Saved>(target.url, payload)
          : sendJson<Saved>('PATCH', `${target.url}/${target.id}`, payload)
      ).catch((error: unknown) => {
        const refused = serverFieldErrors(error, payload);
        if (refused) showErrors(refused);
        else showAdminError(target.texts.failure);
        return undefined;
      });
      if (!saved) return;
      showAdminSuccess(target.texts.success);
      followPublishing(target.publicPath(saved));
      onSaved();
    } finally {
      setPhase('idle');
    }
  }

  return { phase, errors, errorsShown, clearErrors, save };
}
