import { formClasses as forms } from '../../forms/formClasses.ts';
import { FormField } from './FormField.tsx';

type AdminTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  hint?: string;
  /** A text area of this many rows instead of a one-line field. */
  rows?: number;
  inputMode?: 'text' | 'decimal' | 'url' | 'email';
  disabled?: boolean;
};

/** A labelled text field of an admin form, with its hint and its message tied to it. */
export function AdminTextField({
  label,
  value,
  onChange,
  maxLength,
  error,
  hint,
  rows,
  inputMode,
  disabled,
}: AdminTextFieldProps) {
  const shared = { className: forms.input, maxLength, value, disabled, autoComplete: 'off' };
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        rows === undefined ? (
          <input
            {...control}
            {...shared}
            type="text"
            inputMode={inputMode}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <textarea {...control} {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
  );
}
