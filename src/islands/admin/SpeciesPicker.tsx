import type { PublicSpecies } from '../../lib/catalogue.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { FormField } from './FormField.tsx';

type SpeciesPickerProps = {
  species: PublicSpecies[];
  /** The chosen species' id, or '' before a choice. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
};

/** The species select of the photo and notes managers. */
export function SpeciesPicker({ species, value, onChange, disabled }: SpeciesPickerProps) {
  const choices = species.map((entry) => ({
    value: String(entry.id),
    label: `${entry.commonName} (${entry.scientificName})${entry.isActive ? '' : ' (hidden)'}`,
  }));
  return (
    <FormField label="Species">
      {(control) => (
        <ChoiceSelect
          control={control}
          value={value}
          onChange={onChange}
          choices={choices}
          placeholder="Choose a species"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** The chosen species, once the list has it. */
export function chosenSpecies(species: PublicSpecies[], id: string): PublicSpecies | undefined {
  return id === '' ? undefined : species.find((entry) => String(entry.id) === id);
}
