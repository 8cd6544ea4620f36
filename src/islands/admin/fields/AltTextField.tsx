import { maxAltTextLength } from '../../../lib/schemas/imageAltText.ts';
import { AdminTextField } from './AdminTextField.tsx';

type AltTextFieldProps = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** What an empty text falls back to, in the hint; with `required`, none: the form refuses an empty one. */
  fallback?: string;
  required?: boolean;
};

/** The alt text sent with a photo upload (requirements §3.3); empty, when allowed, means the default description. */
export function AltTextField({
  label = 'Alt text',
  fallback = "the species' common name",
  required = false,
  ...field
}: AltTextFieldProps) {
  return (
    <AdminTextField
      label={label}
      hint={
        required
          ? 'Describe the picture for people who cannot see it.'
          : `Describe the photo. Leave empty to use ${fallback}.`
      }
      maxLength={maxAltTextLength}
      {...field}
    />
  );
}
