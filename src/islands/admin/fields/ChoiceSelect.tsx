import { formClasses as forms } from '../../forms/formClasses.ts';
import { type ControlProps, FormField } from './FormField.tsx';

type Choice = string | { value: string; label: string };

type ChoiceSelectProps = {
  control: ControlProps;
  /** The chosen value, or '' before a choice. */
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder: string;
  disabled?: boolean;
};

/**
 * A native select of fixed choices. The placeholder is there only until a choice is made and can
 * never be chosen: no option has an empty value to pick (requirements §5).
 */
export function ChoiceSelect({ control, value, onChange, choices, placeholder, disabled }: ChoiceSelectProps) {
  return (
    <select
      {...control}
      className={forms.input}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required
    >
      {value === '' && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {choices.map((choice) => {
        const { value: optionValue, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
        return (
          <option key={optionValue} value={optionValue}>
            {label}
          </option>
        );
      })}
    </select>
  );
}

type ChoiceFieldProps = Omit<ChoiceSelectProps, 'control' | 'placeholder'> & { label: string; error?: string };

/** A labelled choice of an admin form, with its message: 'Choose one' until a choice is made. */
export function ChoiceField({ label, error, ...select }: ChoiceFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => <ChoiceSelect control={control} placeholder="Choose one" {...select} />}
    </FormField>
  );
}
