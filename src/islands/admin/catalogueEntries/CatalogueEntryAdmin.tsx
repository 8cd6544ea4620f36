import { useRef, useState } from 'react';
import AdminGate from '../common/AdminGate.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import styles from '../common/admin.module.css';
import { CatalogueEntryDialog } from './CatalogueEntryDialog.tsx';
import { CatalogueEntryTable } from './CatalogueEntryTable.tsx';
import type { CatalogueEntry, CatalogueEntryKind, EntryFormValues } from './catalogueEntryKind.ts';
import { capitalized } from './EntryDialog.tsx';
import { AdminSearchForm } from '../common/AdminSearchForm.tsx';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog.tsx';
import { PublishStatusLine } from '../common/PublishStatusLine.tsx';
import { useAdminData } from '../common/useAdminData.ts';
import button from '../../../styles/shared/button.module.css';
import row from '../../../styles/shared/spreadRow.module.css';

/**
 * Whether one of the dialogs is open, and its values: kept here, so that closing the add dialog
 * keeps what was typed.
 */
function useDialogState<Values>(empty: Values) {
  const [open, onOpenChange] = useState(false);
  const [values, onValuesChange] = useState<Values>(empty);
  return { open, onOpenChange, values, onValuesChange };
}

/** The entries the table shows, in the server's order: those the search matches, all without one. */
function shownEntries<E extends CatalogueEntry>(
  entries: readonly E[],
  search: CatalogueEntryKind<E, EntryFormValues>['search'],
  query: string,
): readonly E[] {
  return search && query !== '' ? entries.filter((entry) => search.matches(entry, query)) : entries;
}

/**
 * A biome, resource or journal screen: every entry, those not shown too, in a table with Edit and
 * Delete, the add, edit and delete dialogs, and the publish each write asks for.
 */
function EntryManagement<E extends CatalogueEntry, Values extends EntryFormValues>({
  kind,
}: {
  kind: CatalogueEntryKind<E, Values>;
}) {
  const { data, reload } = useAdminData<E[]>(kind.listUrl);
  const addDialog = useDialogState(kind.emptyValues);
  const editDialog = useDialogState(kind.emptyValues);
  const [editTarget, setEditTarget] = useState<E>();
  const [deleteTarget, setDeleteTarget] = useState<E>();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [query, setQuery] = useState('');
  const tableRegion = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);
  const Noun = capitalized(kind.noun);
  const afterSave = (dialog: { onOpenChange: (open: boolean) => void }) => () => {
    dialog.onOpenChange(false);
    void reload();
  };

  const entries = data.status === 'ready' ? shownEntries(data.data, kind.search, query) : [];
  return (
    <div className={styles.stack}>
      <div className={row.spreadRow}>
        <CatalogueEntryDialog
          kind={kind}
          {...addDialog}
          onSaved={() => (addDialog.onValuesChange(kind.emptyValues), afterSave(addDialog)())}
          trigger={<button type="button" className={button.button}>{`Add New ${Noun}`}</button>}
        />
        {data.status === 'ready' && (
          // With a search, what it found is announced here.
          <p className={styles.count} role={kind.search && 'status'}>
            {data.data.length} {kind.plural},{' '}
            {kind.visibility.counted(data.data.filter((entry) => !kind.visibility.isShown(entry)).length)}
            {query !== '' && `; ${entries.length} ${entries.length === 1 ? 'matches' : 'match'} “${query}”`}
          </p>
        )}
      </div>
      <PublishStatusLine />
      {kind.search && <AdminSearchForm label={kind.search.label} onSearch={setQuery} />}
      <AdminListState data={data} reload={reload} noun={kind.plural} />
      {data.status === 'ready' && entries.length === 0 && query !== '' && (
        <div ref={tableRegion} className={styles.message} tabIndex={-1}>
          <p>
            No {kind.plural} match “{query}”.
          </p>
        </div>
      )}
      {data.status === 'ready' && (entries.length > 0 || query === '') && (
        <CatalogueEntryTable
          kind={kind}
          entries={entries}
          regionRef={tableRegion}
          onRowActionDone={reload}
          onEdit={(entry) => (
            setEditTarget(entry),
            editDialog.onValuesChange(kind.valuesOf(entry)),
            editDialog.onOpenChange(true)
          )}
          onDelete={(entry) => ((deleted.current = false), setDeleteTarget(entry), setDeleteOpen(true))}
        />
      )}
      {editTarget && (
        <CatalogueEntryDialog kind={kind} entry={editTarget} {...editDialog} onSaved={afterSave(editDialog)} />
      )}
      <ConfirmDeleteDialog
        noun={kind.noun}
        target={deleteTarget && { name: deleteTarget.title, url: `${kind.writeUrl}/${deleteTarget.id}` }}
        description={
          `Are you sure you want to delete this ${kind.noun}? ` + 'It leaves the public site with the next publish.'
        }
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => ((deleted.current = true), setDeleteOpen(false), void reload())}
        // The deleted entry's row is about to go, and its Delete button with it.
        focusAfterClose={() => (deleted.current ? tableRegion.current : undefined)}
      />
    </div>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export function CatalogueEntryAdmin<E extends CatalogueEntry, Values extends EntryFormValues>({
  kind,
}: {
  kind: CatalogueEntryKind<E, Values>;
}) {
  return (
    <AdminGate>
      <EntryManagement kind={kind} />
    </AdminGate>
  );
}
