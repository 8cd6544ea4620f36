import { useRef, useState } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { emptySpeciesForm, speciesFormValues } from '../../../lib/forms/speciesForm.ts';
import AdminGate from '../common/AdminGate.tsx';
import { DeleteSpeciesDialog } from './DeleteSpeciesDialog.tsx';
import { PublishStatusLine } from '../common/PublishStatusLine.tsx';
import { type SpeciesFormState, SpeciesFormDialog } from './SpeciesFormDialog.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import { SpeciesImportExport } from './SpeciesImportExport.tsx';
import { SpeciesTable } from './SpeciesTable.tsx';
import styles from '../common/admin.module.css';
import { useSpeciesPages } from './useSpeciesPages.ts';
import button from '../../../styles/shared/button.module.css';
import row from '../../../styles/shared/spreadRow.module.css';

const emptyAddForm: SpeciesFormState = { values: emptySpeciesForm, newUpdateNote: '' };

/**
 * Whether a species dialog is open, and its form: kept here rather than in the dialog, so that
 * closing the add dialog by mistake keeps what was typed. Spread into SpeciesFormDialog.
 */
function useSpeciesDialogState() {
  const [open, onOpenChange] = useState(false);
  const [form, onFormChange] = useState<SpeciesFormState>(emptyAddForm);
  return { open, onOpenChange, form, onFormChange };
}

/**
 * 'Species Management' (requirements §2): every species, hidden ones too, a page at a time in a table with
 * Edit and Delete, the add, edit and delete-confirmation dialogs, and the state of publishing after
 * each write. After a write the page on screen is fetched again (requirements §4).
 */
function SpeciesManagement() {
  const pages = useSpeciesPages();
  const { data, reload } = pages;
  const addDialog = useSpeciesDialogState();
  const [editTarget, setEditTarget] = useState<PublicSpecies>();
  const editDialog = useSpeciesDialogState();
  const [deleteTarget, setDeleteTarget] = useState<PublicSpecies>();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const tableRegion = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);

  function startEdit(species: PublicSpecies) {
    setEditTarget(species);
    editDialog.onFormChange({ values: speciesFormValues(species), newUpdateNote: '' });
    editDialog.onOpenChange(true);
  }

  function startDelete(species: PublicSpecies) {
    deleted.current = false;
    setDeleteTarget(species);
    setDeleteOpen(true);
  }

  return (
    <div className={styles.stack}>
      <div className={row.spreadRow}>
        <SpeciesFormDialog
          mode="add"
          {...addDialog}
          onSaved={() => {
            addDialog.onFormChange(emptyAddForm);
            addDialog.onOpenChange(false);
            void reload();
          }}
          trigger={
            <button type="button" className={button.button}>
              Add New Species
            </button>
          }
        />
        <SpeciesImportExport onImported={() => void reload()} />
      </div>

      <PublishStatusLine />

      <AdminListState data={data} reload={reload} noun="species data" />
      {data.status === 'ready' && (
        <SpeciesTable
          shown={data.data}
          pages={pages}
          onEdit={startEdit}
          onDelete={startDelete}
          regionRef={tableRegion}
        />
      )}

      {editTarget && (
        <SpeciesFormDialog
          mode="edit"
          species={editTarget}
          {...editDialog}
          onSaved={() => {
            editDialog.onOpenChange(false);
            void reload();
          }}
        />
      )}
      <DeleteSpeciesDialog
        species={deleteTarget}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => {
          deleted.current = true;
          setDeleteOpen(false);
          void reload();
        }}
        // The deleted species' row is about to go, and its Delete button with it.
        focusAfterClose={() => (deleted.current ? tableRegion.current : undefined)}
      />
    </div>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export default function SpeciesAdmin() {
  return (
    <AdminGate>
      <SpeciesManagement />
    </AdminGate>
  );
}
