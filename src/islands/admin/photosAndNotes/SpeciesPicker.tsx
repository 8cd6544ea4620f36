import type { AdminSpeciesPage, SpeciesSort } from '../../../lib/admin/adminSpeciesTable.ts';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import styles from '../common/admin.module.css';
import { ChoiceSelect } from '../fields/ChoiceSelect.tsx';
import { FormField } from '../fields/FormField.tsx';
import { SpeciesSearchField } from '../species/SpeciesSearchField.tsx';
import type { SpeciesPages } from '../species/useSpeciesPages.ts';

/** The picker lists its matches by name. */
export const pickerSort: SpeciesSort = { column: 'commonName', direction: 'ascending' };

type SpeciesPickerProps = {
  /** The species that match what is typed, a page of them (useSpeciesPages with pickerSort). */
  matches: SpeciesPages;
  shown: AdminSpeciesPage;
  chosen: PublicSpecies | undefined;
  onChoose: (species: PublicSpecies) => void;
  disabled?: boolean;
};

/** What the search found, said as it changes. */
function matchesLine({ items, total }: AdminSpeciesPage, q: string): string {
  if (total === 0) return q === '' ? 'There are no species yet.' : `No species match “${q}”.`;
  const found = q === '' ? `${total} species` : `${total} species match “${q}”`;
  return items.length < total
    ? `${found}; the first ${items.length} by name are listed. Type to narrow them.`
    : `${found}.`;
}

const label = (species: PublicSpecies) =>
  `${species.commonName} (${species.scientificName})${species.isActive ? '' : ' (hidden)'}`;

/**
 * The species picker of the photo and notes managers: a search box, searched on the server as the
 * typing pauses, and a select of the first page of matches, so that no screen loads every species.
 * The chosen species stays offered while other searches are typed.
 */
export function SpeciesPicker({ matches, shown, chosen, onChoose, disabled }: SpeciesPickerProps) {
  const offered =
    chosen && !shown.items.some((entry) => entry.id === chosen.id) ? [chosen, ...shown.items] : shown.items;
  return (
    <>
      <SpeciesSearchField
        pages={matches}
        label="Find a species"
        hint="Part of its common or scientific name."
        readOnly={disabled}
      />
      <p className={styles.muted} role="status">
        {matchesLine(shown, matches.q)}
      </p>
      <FormField label="Species">
        {(control) => (
          <ChoiceSelect
            control={control}
            value={chosen ? String(chosen.id) : ''}
            onChange={(id) => {
              const species = offered.find((entry) => String(entry.id) === id);
              if (species) onChoose(species);
            }}
            choices={offered.map((entry) => ({ value: String(entry.id), label: label(entry) }))}
            placeholder="Choose a species"
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}
