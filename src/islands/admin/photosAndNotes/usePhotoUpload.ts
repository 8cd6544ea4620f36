import { type FormEvent, useState } from 'react';
import { postJson, uploadImage } from '../../../lib/apiClient.ts';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { imageAltTextSchema } from '../../../lib/schemas/imageAltText.ts';
import { showAdminError, uploadFailedMessage } from '../common/adminToasts.ts';
import { useObjectUrl } from '../fields/ImageInput.tsx';
import { useSpeciesWrite } from '../common/useSpeciesWrite.ts';

/**
 * The photo manager's form state and its upload: a species and an image are both required; the image
 * is uploaded, then appended to the species' photos, and the form is cleared for the next one.
 */
export function usePhotoUpload(species: PublicSpecies | undefined, onAdded: (species: PublicSpecies) => void) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string>();
  // A new file input is the one sure way to clear a chosen file.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [pending, write] = useSpeciesWrite();
  const preview = useObjectUrl(photo);

  function clearPhoto() {
    setPhoto(null);
    setAlt('');
    setAltError(undefined);
    setFileInputKey((key) => key + 1);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!species || !photo) {
      showAdminError('Please select a species and a photo to upload');
      return;
    }
    const checkedAlt = imageAltTextSchema.safeParse(alt);
    if (!checkedAlt.success) {
      setAltError(checkedAlt.error.issues[0]!.message);
      return;
    }
    setAltError(undefined);
    let updated: PublicSpecies | undefined;
    const added = await write(
      async () => {
        const photoUrl = await uploadImage(photo, checkedAlt.data);
        updated = await postJson<PublicSpecies>(`/api/species/${species.id}/photo`, {
          photoUrl,
          ...(checkedAlt.data ? { alt: checkedAlt.data } : {}),
        });
      },
      { success: 'Photo added to species successfully', failure: uploadFailedMessage },
    );
    if (!added) return;
    clearPhoto();
    // The species as the server has it now, with the new photo.
    if (updated) onAdded(updated);
  }

  return { photo, setPhoto, alt, setAlt, altError, fileInputKey, pending, preview, clearPhoto, upload };
}
