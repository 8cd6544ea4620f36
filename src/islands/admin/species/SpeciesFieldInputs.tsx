import {
  speciesEnvironments,
  speciesFieldLimits,
  speciesNiches,
  speciesStatuses,
} from '../../../lib/schemas/species.ts';
import type { SpeciesFormErrors, SpeciesFormValues } from '../../../lib/forms/speciesForm.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import styles from '../common/admin.module.css';
import { ChoiceField } from '../fields/ChoiceSelect.tsx';
import { FormField } from '../fields/FormField.tsx';

type SpeciesFieldInputsProps = {
  values: SpeciesFormValues;
  onChange: <K extends keyof SpeciesFormValues>(key: K, value: SpeciesFormValues[K]) => void;
  errors: SpeciesFormErrors;
};

/** The inputs of the species dialogs' own fields (requirements §3): names, the three choices, description and care. */
export function SpeciesFieldInputs({ values, onChange, errors }: SpeciesFieldInputsProps) {
  const text = (key: 'commonName' | 'scientificName') => (
    <FormField label={key === 'commonName' ? 'Common Name' : 'Scientific Name'} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className={forms.input}
          type="text"
          autoComplete="off"
          required
          maxLength={speciesFieldLimits.name}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
        />
      )}
    </FormField>
  );
  const choice = (key: 'environment' | 'status' | 'niche', choices: readonly string[]) => (
    <ChoiceField
      label={key[0]!.toUpperCase() + key.slice(1)}
      error={errors[key]}
      value={values[key]}
      onChange={(value) => onChange(key, value)}
      choices={choices}
    />
  );
  return (
    <>
      <div className={forms.pair}>
        {text('commonName')}
        {text('scientificName')}
      </div>
      <div className={styles.triple}>
        {choice('environment', speciesEnvironments)}
        {choice('status', speciesStatuses)}
        {choice('niche', speciesNiches)}
      </div>
      <FormField label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            className={forms.input}
            rows={4}
            required
            maxLength={speciesFieldLimits.description}
            value={values.description}
            onChange={(event) => onChange('description', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Care Instructions" hint="Optional." error={errors.careInstructions}>
        {(control) => (
          <textarea
            {...control}
            className={forms.input}
            rows={3}
            maxLength={speciesFieldLimits.careInstructions}
            value={values.careInstructions}
            onChange={(event) => onChange('careInstructions', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
