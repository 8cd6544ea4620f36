import { useState } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import AdminGate from '../common/AdminGate.tsx';
import styles from '../common/admin.module.css';
import { AltTextField } from '../fields/AltTextField.tsx';
import { CurrentSpeciesPhotos } from './CurrentSpeciesPhotos.tsx';
import { FormField } from '../fields/FormField.tsx';
import { ImageInput } from '../fields/ImageInput.tsx';
import { SpeciesManagerFrame } from './SpeciesManagerFrame.tsx';
import { pickerSort } from './SpeciesPicker.tsx';
import { usePhotoUpload } from './usePhotoUpload.ts';
import { useSpeciesPages } from '../species/useSpeciesPages.ts';

/**
 * The Species Photo Manager (requirements §2, §5, §7): a species and an image are both required; the image
 * is uploaded, then appended to the species' photos. Choosing another species clears the chosen
 * file and its preview (requirements §4).
 */
function PhotoManager() {
  const matches = useSpeciesPages(pickerSort);
  const [species, setSpecies] = useState<PublicSpecies>();
  const { photo, setPhoto, alt, setAlt, altError, fileInputKey, pending, preview, clearPhoto, upload } = usePhotoUpload(
    species,
    setSpecies,
  );

  return (
    <SpeciesManagerFrame
      matches={matches}
      chosen={species}
      onChoose={(chosen) => {
        setSpecies(chosen);
        clearPhoto();
      }}
      form={{ title: 'Add a photo', onSubmit: upload, submit: 'Upload Photo', pending: 'Uploading...' }}
      pending={pending}
      aside={species && <CurrentSpeciesPhotos species={species} />}
    >
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
