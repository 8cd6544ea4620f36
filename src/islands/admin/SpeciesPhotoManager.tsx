import { type FormEvent, useId, useState } from 'react';
import { PendingButton } from '../forms/PendingButton.tsx';
import { postJson, uploadImage } from '../../lib/apiClient.ts';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { photoAltText } from '../../lib/photoAlts.ts';
import { imageAltTextSchema } from '../../lib/schemas/imageAltText.ts';
import AdminGate from './AdminGate.tsx';
import { showAdminError, uploadFailedMessage } from './adminToasts.ts';
import styles from './admin.module.css';
import { AltTextField } from './AltTextField.tsx';
import { FormField } from './FormField.tsx';
import { ImageInput, useObjectUrl } from './ImageInput.tsx';
import { SpeciesManagerFrame } from './SpeciesManagerFrame.tsx';
import { SpeciesPicker, chosenSpecies } from './SpeciesPicker.tsx';
import { useAdminData } from './useAdminData.ts';
import { useSpeciesWrite } from './useSpeciesWrite.ts';

/**
 * The Species Photo Manager (SPEC §2, §5, §7): a species and an image are both required; the image
 * is uploaded, then appended to the species' photos. Choosing another species clears the chosen
 * file and its preview (SPEC §4).
 */
function PhotoManager() {
  const { data, reload } = useAdminData<PublicSpecies[]>('/api/admin/species');
  const [speciesId, setSpeciesId] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string>();
  // A new file input is the one sure way to clear a chosen file.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [pending, write] = useSpeciesWrite();
  const preview = useObjectUrl(photo);
  const formTitleId = useId();
  const photosTitleId = useId();
  const list = data.status === 'ready' ? data.data : [];
  const species = chosenSpecies(list, speciesId);

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
    const added = await write(
      async () => {
        const photoUrl = await uploadImage(photo, checkedAlt.data);
        await postJson(`/api/species/${species.id}/photo`, {
          photoUrl,
          ...(checkedAlt.data ? { alt: checkedAlt.data } : {}),
        });
      },
      { success: 'Photo added to species successfully', failure: uploadFailedMessage },
    );
    if (!added) return;
    clearPhoto();
    void reload();
  }

  return (
    <SpeciesManagerFrame data={data} reload={reload}>
      <form className={`card ${styles.panel}`} onSubmit={upload} noValidate aria-labelledby={formTitleId}>
        <h2 id={formTitleId} className={styles.panelTitle}>
          Add a photo
        </h2>
        <SpeciesPicker
          species={list}
          value={speciesId}
          onChange={(id) => {
            setSpeciesId(id);
            clearPhoto();
          }}
          disabled={pending}
        />
        <FormField label="Photo" hint={species ? 'A JPEG, PNG, WebP, GIF or AVIF image.' : 'Choose a species first.'}>
          {(control) => (
            <ImageInput key={fileInputKey} control={control} onChange={setPhoto} disabled={!species || pending} />
          )}
        </FormField>
        <AltTextField value={alt} onChange={setAlt} error={altError} disabled={!species || pending} />
        {preview && (
          <figure className={styles.preview}>
            <img src={preview} alt={`Preview of ${photo?.name ?? 'the chosen photo'}`} />
            <figcaption>Preview: {photo?.name}</figcaption>
          </figure>
        )}
        <div>
          <PendingButton pending={pending} pendingLabel="Uploading...">
            Upload Photo
          </PendingButton>
        </div>
      </form>
      {species && (
        <section className={`card ${styles.panel}`} aria-labelledby={photosTitleId}>
          <h2 id={photosTitleId} className={styles.panelTitle}>
            Current photos of {species.commonName}
          </h2>
          {species.photos.length === 0 ? (
            <p className={styles.muted}>No photos yet.</p>
          ) : (
            <ul className={styles.photoGrid} role="list">
              {species.photos.map((url, index) => (
                <li key={`${index}-${url}`}>
                  <img
                    src={url}
                    alt={photoAltText(
                      species.photoAlts,
                      url,
                      `${species.commonName}, photo ${index + 1} of ${species.photos.length}`,
                    )}
                    width={240}
                    height={180}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </SpeciesManagerFrame>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export default function SpeciesPhotoManager() {
  return (
    <AdminGate>
      <PhotoManager />
    </AdminGate>
  );
}
