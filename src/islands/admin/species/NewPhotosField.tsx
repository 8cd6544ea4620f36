import type { SpeciesFormErrors } from '../../../lib/forms/speciesForm.ts';
import styles from '../common/admin.module.css';
import { AltTextField } from '../fields/AltTextField.tsx';
import { FormField } from '../fields/FormField.tsx';
import { ImageInput, useObjectUrl } from '../fields/ImageInput.tsx';
import button from '../../../styles/shared/button.module.css';

/** A photo chosen in a species dialog, not uploaded yet, with the alt text typed for it. */
export type NewPhoto = { file: File; alt: string; key: string };

type NewPhotosFieldProps = {
  label: string;
  hint: string;
  photos: readonly NewPhoto[];
  onChange: (photos: NewPhoto[]) => void;
  errors: SpeciesFormErrors;
  disabled: boolean;
};

let chosenCount = 0;

/**
 * Several photos chosen at once: each choice adds to the list, and each chosen
 * photo shows its preview, its own alt text field and a button that takes it off the list again.
 */
export function NewPhotosField({ label, hint, photos, onChange, errors, disabled }: NewPhotosFieldProps) {
  const update = (key: string, alt: string) =>
    onChange(photos.map((photo) => (photo.key === key ? { ...photo, alt } : photo)));
  return (
    <>
      <FormField label={label} hint={hint} error={errors.photoUpload}>
        {(control) => (
          <ImageInput
            control={control}
            multiple
            disabled={disabled}
            onChoose={(files) =>
              onChange([...photos, ...files.map((file) => ({ file, alt: '', key: `${file.name}-${++chosenCount}` }))])
            }
          />
        )}
      </FormField>
      {photos.length > 0 && (
        <ul className={styles.newPhotoList} role="list">
          {photos.map((photo, index) => (
            <ChosenPhoto
              key={photo.key}
              photo={photo}
              error={errors[`photoAlt-${index}`]}
              disabled={disabled}
              onAltChange={(alt) => update(photo.key, alt)}
              onRemove={() => onChange(photos.filter((other) => other !== photo))}
            />
          ))}
        </ul>
      )}
    </>
  );
}

type ChosenPhotoProps = {
  photo: NewPhoto;
  error?: string;
  disabled: boolean;
  onAltChange: (alt: string) => void;
  onRemove: () => void;
};

function ChosenPhoto({ photo, error, disabled, onAltChange, onRemove }: ChosenPhotoProps) {
  const preview = useObjectUrl(photo.file);
  return (
    <li className={styles.newPhoto}>
      {preview && <img src={preview} alt={`Preview of ${photo.file.name}`} width={96} height={72} />}
      <div className={styles.newPhotoFields}>
        <p className={styles.newPhotoName}>{photo.file.name}</p>
        {/* Named for its file: with several photos chosen, each field says which photo it describes. */}
        <AltTextField
          label={`Alt text for ${photo.file.name}`}
          value={photo.alt}
          onChange={onAltChange}
          error={error}
          disabled={disabled}
        />
        <div>
          <button type="button" className={`${button.button} ${button.outline}`} onClick={onRemove} disabled={disabled}>
            Remove<span className="visually-hidden"> {photo.file.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
