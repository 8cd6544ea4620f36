import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import type { SpeciesEdits, SpeciesFormErrors, SpeciesRemovals } from '../../../lib/forms/speciesForm.ts';

/** What the edit form gives each editor of a species' current items (its photos, its update notes). */
export type CurrentItemsEditorProps = {
  species: PublicSpecies;
  removals: SpeciesRemovals;
  onRemovalsChange: (removals: SpeciesRemovals) => void;
  edits: SpeciesEdits;
  onEditsChange: (edits: SpeciesEdits) => void;
  errors: SpeciesFormErrors;
  disabled: boolean;
};
