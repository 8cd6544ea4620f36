import { maxSearchLength } from '../../../lib/schemas/adminInbox.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import { FormField } from '../fields/FormField.tsx';
import type { SpeciesPages } from './useSpeciesPages.ts';

type SpeciesSearchFieldProps = {
  /** The paged species list the box searches (useSpeciesPages). */
  pages: SpeciesPages;
  label: string;
  hint?: string;
  readOnly?: boolean;
};

/**
 * The search box of a paged species list, Species Management's table or the managers' picker: it shows
 * what is typed at once, and the list asks the server once the typing pauses.
 */
export function SpeciesSearchField({ pages, label, hint, readOnly }: SpeciesSearchFieldProps) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={forms.input}
          type="search"
          autoComplete="off"
          maxLength={maxSearchLength}
          value={pages.search}
          onChange={(event) => pages.onSearch(event.target.value)}
          readOnly={readOnly}
        />
      )}
    </FormField>
  );
}
