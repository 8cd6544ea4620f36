import type { Ref } from 'react';
import styles from '../common/admin.module.css';
import { CardTableHead } from '../common/CardTableHead.tsx';
import type { CatalogueEntry, CatalogueEntryKind, EntryFormValues } from './catalogueEntryKind.ts';
import { RowActions } from '../common/RowActions.tsx';

type CatalogueEntryTableProps<Entry extends CatalogueEntry, Values extends EntryFormValues> = {
  kind: CatalogueEntryKind<Entry, Values>;
  entries: readonly Entry[];
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
  /** After the kind's own row action (a post published): the list is read again. */
  onRowActionDone: () => Promise<void>;
  /** The table's region, where focus goes when the row that had it is deleted. */
  regionRef: Ref<HTMLDivElement>;
};

/** The cells name their column, which a phone's card layout shows before each (admin.module.css). */
const cell = (column: string) => ({ 'data-label': column, role: 'cell' });

/**
 * The table of a biome, resource or journal screen: the title (a link to its public page unless it
 * is not shown), the kind's columns, Edit, the kind's own action and Delete. On a phone each row is a
 * card, so the actions are reached without scrolling sideways, as on the species screen.
 */
export function CatalogueEntryTable<Entry extends CatalogueEntry, Values extends EntryFormValues>(
  props: CatalogueEntryTableProps<Entry, Values>,
) {
  const { kind, entries, onEdit, onDelete, onRowActionDone, regionRef } = props;
  const { RowAction, visibility } = kind;
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
                {visibility.isShown(entry) ? (
                  <a href={kind.publicPath(entry)}>{entry.title}</a>
                ) : (
                  <span>
                    {entry.title} <span className={styles.hiddenNote}>({visibility.mark})</span>
                  </span>
                )}
              </th>
              {kind.columns.map((column) => (
                <td key={column.label} {...cell(column.label)}>
                  {column.cell(entry)}
                </td>
              ))}
              <td {...cell('Actions')}>
                <RowActions name={entry.title} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)}>
                  {RowAction && <RowAction entry={entry} onDone={onRowActionDone} />}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
