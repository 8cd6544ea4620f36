import { maxAltTextLength } from '../../../lib/schemas/imageAltText.ts';
import { AdminTextField } from './AdminTextField.tsx';

type AltTextFieldProps = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** What an empty text falls back to, in the hint. */
  fallback?: string;
};

/** The optional alt text sent with a photo upload (requirements §3.3); empty means the default description. */
export function AltTextField({
  label = 'Alt text',
  fallback = "the species' common name",
  ...field
}: AltTextFieldProps) {
  return (
    <AdminTextField
      label={label}
      hint={`Describe the photo. Leave empty to use ${fallback}.`}
      maxLength={maxAltTextLength}
      {...field}
    />
  );
}
