import { type Ref, useId, useState } from 'react';
import { type SpeciesTableSort, speciesTableRows, speciesTableSorts } from '../../lib/adminSpeciesTable.ts';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { formClasses as forms } from '../forms/formClasses.ts';
import styles from './admin.module.css';
import { SpeciesTableRow } from './SpeciesTableRow.tsx';

type SpeciesTableProps = {
  species: readonly PublicSpecies[];
  onEdit: (species: PublicSpecies) => void;
  onDelete: (species: PublicSpecies) => void;
  /** The table's region, where focus goes when the row that had it is deleted. */
  regionRef: Ref<HTMLDivElement>;
};

const sortedColumn: Partial<Record<SpeciesTableSort, string>> = {
  name: 'Common Name',
  environment: 'Environment',
  status: 'Status',
};
const columns = ['ID', 'Common Name', 'Scientific Name', 'Environment', 'Status', 'Niche', 'Actions'];

/**
 * Species Management's table (SPEC §2; issue 12, point 5): a search box and a sort order above it.
 * On a phone each row is a card (admin.module.css), so Edit and Delete are reached without
 * scrolling sideways; each cell then shows its column's name.
 */
export function SpeciesTable({ species, onEdit, onDelete, regionRef }: SpeciesTableProps) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SpeciesTableSort>('added');
  const searchId = useId();
  const sortId = useId();
  const rows = speciesTableRows(species, query, sort);
  return (
    <>
      <div className={styles.tableTools} role="search">
        <div className={forms.field}>
          <label htmlFor={searchId}>Search species</label>
          <input
            id={searchId}
            className={forms.input}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className={forms.field}>
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            className={forms.input}
            value={sort}
            onChange={(event) => setSort(event.target.value as SpeciesTableSort)}
          >
            {Object.entries(speciesTableSorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.muted} role="status">
        {query.trim() === ''
          ? ''
          : rows.length === 0
            ? `No species match “${query.trim()}”.`
            : `${rows.length} of ${species.length} species match.`}
      </p>
      {/* Scrolls sideways on a tablet; focusable so that keyboard users can scroll it too. */}
      <div ref={regionRef} className={styles.tableScroll} role="region" aria-label="Species" tabIndex={0}>
        {/* The roles are explicit: the phone's card layout changes the cells' display, which would drop them. */}
        <table className={`${styles.table} ${styles.stackedTable}`} role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  role="columnheader"
                  aria-sort={sortedColumn[sort] === column ? 'ascending' : undefined}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((entry) => (
              <SpeciesTableRow key={entry.id} species={entry} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
