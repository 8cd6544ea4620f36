import { useId, useState } from 'react';
import { PendingButton } from '../forms/PendingButton.tsx';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import AdminGate from './AdminGate.tsx';
import styles from './admin.module.css';
import { AltTextField } from './AltTextField.tsx';
import { CurrentSpeciesPhotos } from './CurrentSpeciesPhotos.tsx';
import { FormField } from './FormField.tsx';
import { ImageInput } from './ImageInput.tsx';
import { SpeciesManagerFrame } from './SpeciesManagerFrame.tsx';
import { SpeciesPicker, chosenSpecies } from './SpeciesPicker.tsx';
import { useAdminData } from './useAdminData.ts';
import { usePhotoUpload } from './usePhotoUpload.ts';

/**
 * The Species Photo Manager (SPEC §2, §5, §7): a species and an image are both required; the image
 * is uploaded, then appended to the species' photos. Choosing another species clears the chosen
 * file and its preview (SPEC §4).
 */
function PhotoManager() {
  const { data, reload } = useAdminData<PublicSpecies[]>('/api/admin/species');
  const [speciesId, setSpeciesId] = useState('');
  const formTitleId = useId();
  const list = data.status === 'ready' ? data.data : [];
  const species = chosenSpecies(list, speciesId);
  const { photo, setPhoto, alt, setAlt, altError, fileInputKey, pending, preview, clearPhoto, upload } = usePhotoUpload(
    species,
    reload,
  );

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
      {species && <CurrentSpeciesPhotos species={species} />}
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
