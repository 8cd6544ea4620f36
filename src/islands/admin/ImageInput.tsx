import { useEffect, useState } from 'react';
import { uploadableImageTypes } from '../../lib/apiClient.ts';
import styles from './admin.module.css';
import type { ControlProps } from './FormField.tsx';

type ImageInputProps = { control: ControlProps; onChange: (file: File | null) => void; disabled?: boolean };

/** A file input that offers images only; the chosen file goes to `onChange` (null when cleared). */
export function ImageInput({ control, onChange, disabled }: ImageInputProps) {
  return <input {...control} className={styles.fileInput} type="file" accept={uploadableImageTypes} disabled={disabled} onChange={(event) => onChange(event.target.files?.[0] ?? null)} />;
}

/** An address for showing a chosen file before it is uploaded, released when the file changes. */
export function useObjectUrl(file: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
