import { maxAltTextLength } from '../../lib/schemas/imageAltText.ts';
import { formClasses as forms } from '../forms/formClasses.ts';
import { FormField } from './FormField.tsx';

type AltTextFieldProps = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** The optional alt text sent with a photo upload (admin issue, point 5); empty means the species' common name. */
export function AltTextField({ label = 'Alt text', value, onChange, error, disabled }: AltTextFieldProps) {
  return (
    <FormField label={label} hint="Describe the photo. Leave empty to use the species' common name." error={error}>
      {(control) => (
        <input
          {...control}
          className={forms.input}
          type="text"
          autoComplete="off"
          maxLength={maxAltTextLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
