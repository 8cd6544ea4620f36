import type { Ref } from 'react';
import {
  type AdminSpeciesPage,
  nextSpeciesSort,
  type SpeciesSortColumn,
  speciesSortColumns,
} from '../../../lib/admin/adminSpeciesTable.ts';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import styles from '../common/admin.module.css';
import { SpeciesPageNavigation } from './SpeciesPageNavigation.tsx';
import { SpeciesSearchField } from './SpeciesSearchField.tsx';
import { SpeciesTableRow } from './SpeciesTableRow.tsx';
import type { SpeciesPages } from './useSpeciesPages.ts';

type SpeciesTableProps = {
  /** The page on screen, and the search, order and page that ask the server for another. */
  shown: AdminSpeciesPage;
  pages: SpeciesPages;
  onEdit: (species: PublicSpecies) => void;
  onDelete: (species: PublicSpecies) => void;
  /** The table's region, where focus goes when the row that had it is deleted. */
  regionRef: Ref<HTMLDivElement>;
};

const sortable = Object.entries(speciesSortColumns) as [SpeciesSortColumn, string][];

/** The count line: how many species (or matches), how many of them hidden, and which are shown. */
function countLine({ items, total, hidden, page, pageSize }: AdminSpeciesPage, q: string): string {
  if (q !== '' && total === 0) return `No species match “${q}”.`;
  const first = (page - 1) * pageSize + 1;
  const range = total > pageSize ? ` Showing ${first}–${first + items.length - 1}.` : '';
  if (q === '') return `${total} species, ${hidden} hidden from the public catalogue.${range}`;
  return `${total} species match “${q}”, ${hidden} of them hidden.${range}`;
}

/** ↑ or ↓ on the sorted column, ↕ on the others; the header's aria-sort says it in words. */
function SortArrow({ direction }: { direction?: 'ascending' | 'descending' }) {
  const path =
    direction === 'ascending' ? 'M6 2 2 7h8z' : direction === 'descending' ? 'M6 10 2 5h8z' : 'M6 1 3 5h6zM6 11 3 7h6z';
  return (
    <svg className={styles.sortArrow} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * Species Management's table (requirements §2): searched, sorted and paged by the server, so it stays fast
 * however many species there are. Each column's header is a button that sorts by it, or turns the
 * order around. On a phone each row is a card (admin.module.css) and the headers a row of sort
 * buttons above them; each cell then shows its column's name.
 */
export function SpeciesTable({ shown, pages, onEdit, onDelete, regionRef }: SpeciesTableProps) {
  const { sort, q } = pages;
  return (
    <>
      <div className={styles.tableTools} role="search">
        <SpeciesSearchField pages={pages} label="Search species" />
      </div>
      <p className={styles.muted} role="status">
        {countLine(shown, q)}
      </p>
      {/* Scrolls sideways on a tablet; focusable so that keyboard users can scroll it too. */}
      <div ref={regionRef} className={styles.tableScroll} role="region" aria-label="Species" tabIndex={0}>
        {/* The roles are explicit: the phone's card layout changes the cells' display, which would drop them. */}
        <table className={`${styles.table} ${styles.stackedTable}`} role="table">
          <thead role="rowgroup" className={styles.sortableHead}>
            <tr role="row">
              {sortable.map(([column, label]) => {
                const direction = sort.column === column ? sort.direction : undefined;
                return (
                  <th key={column} scope="col" role="columnheader" aria-sort={direction}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => pages.onSort(nextSpeciesSort(sort, column))}
                    >
                      {label}
                      <SortArrow direction={direction} />
                    </button>
                  </th>
                );
              })}
              <th scope="col" role="columnheader" className={styles.unsortedHeader}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.items.map((entry) => (
              <SpeciesTableRow key={entry.id} species={entry} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </div>
      <SpeciesPageNavigation shown={shown} onPage={pages.onPage} />
    </>
  );
}
