import type { Ref } from 'react';
import styles from '../common/admin.module.css';
import { CardTableHead } from '../common/CardTableHead.tsx';
import type { CatalogueEntryKind, EntryFormValues } from './catalogueEntryKind.ts';
import { RowActions } from '../common/RowActions.tsx';

type CatalogueEntryTableProps<
  Entry extends { id: number; isActive: boolean; title: string },
  Values extends EntryFormValues,
> = {
  kind: CatalogueEntryKind<Entry, Values>;
  entries: readonly Entry[];
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
  /** The table's region, where focus goes when the row that had it is deleted. */
  regionRef: Ref<HTMLDivElement>;
};

/** The cells name their column, which a phone's card layout shows before each (admin.module.css). */
const cell = (column: string) => ({ 'data-label': column, role: 'cell' });

/**
 * The table of a biome or resource screen: the title (a link to its public page unless hidden), the
 * kind's columns, Edit and Delete. On a phone each row is a card, so the actions are reached
 * without scrolling sideways, as on the species screen.
 */
export function CatalogueEntryTable<
  Entry extends { id: number; isActive: boolean; title: string },
  Values extends EntryFormValues,
>({ kind, entries, onEdit, onDelete, regionRef }: CatalogueEntryTableProps<Entry, Values>) {
  const labels = ['ID', 'Title', ...kind.columns.map((column) => column.label), 'Actions'];
  return (
    <div
      ref={regionRef}
      className={styles.tableScroll}
      role="region"
      aria-label={kind.plural[0]!.toUpperCase() + kind.plural.slice(1)}
      tabIndex={0}
    >
      {/* The roles are explicit: the phone's card layout changes the cells' display, which would drop them. */}
      <table className={`${styles.table} ${styles.stackedTable}`} role="table">
        <CardTableHead labels={labels} />
        <tbody role="rowgroup">
          {entries.map((entry) => (
            <tr key={entry.id} role="row">
              <td {...cell('ID')}>{entry.id}</td>
              <th scope="row" {...cell('Title')} role="rowheader">
                {entry.isActive ? (
                  <a href={kind.publicPath(entry)}>{entry.title}</a>
                ) : (
                  <span>
                    {entry.title} <span className={styles.hiddenNote}>(hidden)</span>
                  </span>
                )}
              </th>
              {kind.columns.map((column) => (
                <td key={column.label} {...cell(column.label)}>
                  {column.cell(entry)}
                </td>
              ))}
              <td {...cell('Actions')}>
                <RowActions name={entry.title} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
