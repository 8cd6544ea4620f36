import styles from '../common/admin.module.css';
import { AltTextField } from '../fields/AltTextField.tsx';
import { FormField } from '../fields/FormField.tsx';
import { ImageInput, useObjectUrl } from '../fields/ImageInput.tsx';

type EntryImageFieldProps = {
  /** The picture the entry has ('' for a new one). */
  currentUrl: string;
  chosen: File | null;
  onChoose: (file: File | null) => void;
  alt: string;
  onAltChange: (alt: string) => void;
  /** What an empty alt text falls back to, in the hint; none when the alt text is required. */
  altDefault: string | undefined;
  errors: Record<string, string>;
  disabled: boolean;
};

/**
 * The picture of a biome, resource or post: what it shows now (or the file chosen to replace it), the
 * same safe upload as species photos, and its alt text.
 */
export function EntryImageField({
  currentUrl,
  chosen,
  onChoose,
  alt,
  onAltChange,
  altDefault,
  errors,
  disabled,
}: EntryImageFieldProps) {
  const preview = useObjectUrl(chosen) ?? (currentUrl || undefined);
  return (
    <>
      <FormField
        label={currentUrl ? 'Replace the picture' : 'Picture'}
        hint="JPEG, PNG, WebP, GIF or AVIF; it is checked and re-encoded on upload."
        error={errors.imageUrl}
      >
        {(control) => <ImageInput control={control} onChange={onChoose} disabled={disabled} />}
      </FormField>
      {preview && (
        <figure className={styles.preview}>
          <img
            src={preview}
            alt={chosen ? `Preview of ${chosen.name}` : 'The current picture'}
            width={160}
            height={120}
          />
        </figure>
      )}
      <AltTextField
        value={alt}
        onChange={onAltChange}
        fallback={altDefault}
        required={altDefault === undefined}
        error={errors.imageAlt}
        disabled={disabled}
      />
    </>
  );
}
