import { useEffect, useMemo } from 'react';
import { uploadableImageTypes } from '../../../lib/apiClient.ts';
import styles from '../common/admin.module.css';
import type { ControlProps } from './FormField.tsx';

type ImageInputProps = { control: ControlProps; disabled?: boolean } & (
  | { multiple?: false; onChange: (file: File | null) => void }
  /** Each choice is handed over and the input emptied, so that the next choice adds to the list. */
  | { multiple: true; onChoose: (files: File[]) => void }
);

/** A file input that offers images only; the chosen file goes to `onChange` (null when cleared). */
export function ImageInput(props: ImageInputProps) {
  const { control, disabled } = props;
  return (
    <input
      {...control}
      className={styles.fileInput}
      type="file"
      accept={uploadableImageTypes}
      multiple={props.multiple}
      disabled={disabled}
      onChange={(event) => {
        if (!props.multiple) return props.onChange(event.target.files?.[0] ?? null);
        props.onChoose([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );
}

/** An address for showing a chosen file before it is uploaded, released when the file changes. */
export function useObjectUrl(file: Blob | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
