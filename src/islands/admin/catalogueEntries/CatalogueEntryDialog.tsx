import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AdminDialog } from '../shared/AdminDialog.tsx';
import styles from '../shared/admin.module.css';
import { capitalized, type CatalogueEntryKind, type EntryFormValues } from './catalogueEntryKind.ts';
import { DialogFormEnd } from '../shared/DialogFormEnd.tsx';
import { EditDialogTabs } from '../history/EditDialogTabs.tsx';
import { EntryImageField } from './EntryImageField.tsx';
import { type EntryFiles, useEntrySave } from './useEntrySave.ts';

const noFiles: EntryFiles = { image: null, document: null };

type CatalogueEntryDialogProps<
  Entry extends { id: number; isActive: boolean; title: string },
  Values extends EntryFormValues,
> = {
  kind: CatalogueEntryKind<Entry, Values>;
  /** The entry being edited; none when adding. */
  entry?: Entry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's values live with the screen, so that closing the add dialog keeps what was typed. */
  values: Values;
  onValuesChange: (values: Values) => void;
  onSaved: () => void;
  trigger?: ReactNode;
};

/**
 * The add and edit dialogs of a biome or resource: the kind's fields,
 * the picture with its alt text, whether it is shown, and the save (useEntrySave). The first field
 * with a message gets focus after a failed check.
 */
export function CatalogueEntryDialog<
  Entry extends { id: number; isActive: boolean; title: string },
  Values extends EntryFormValues,
>(props: CatalogueEntryDialogProps<Entry, Values>) {
  const { kind, entry, open, onOpenChange, values, onValuesChange, onSaved, trigger } = props;
  const Noun = capitalized(kind.noun);
  const [files, setFiles] = useState<EntryFiles>(noFiles);
  const verb = entry
    ? { title: `Edit ${Noun}`, submit: `Update ${Noun}`, saving: 'Updating...', done: 'updated', doing: 'update' }
    : { title: `Add New ${Noun}`, submit: `Add ${Noun}`, saving: 'Adding...', done: 'added', doing: 'add' };
  const texts = {
    success: `${Noun} ${verb.done} successfully!`,
    failure: `Failed to ${verb.doing} ${kind.noun}. Please try again.`,
  };
  const target = { url: kind.writeUrl, id: entry?.id, imageAlt: values.imageAlt, texts, publicPath: kind.publicPath };
  const { phase, errors, errorsShown, clearErrors, save } = useEntrySave(target, onSaved);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = phase !== 'idle';

  // The chosen files and the messages belong to one opening of the dialog.
  // A dialog may be closed by its parent (after a save) as well as by itself, so the reset follows `open`.
  useEffect(() => {
    if (open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state of one opening ends with it
    setFiles(noFiles);
    clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when `open` changes, and only then
  }, [open]);

  useEffect(() => {
    if (errorsShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  function submit() {
    const image = { currentUrl: values.imageUrl, chosen: files.image !== null };
    void save(kind.payloadOf(values, image, files), files);
  }

  const submitLabel = phase === 'uploading' ? 'Uploading...' : phase === 'saving' ? verb.saving : verb.submit;
  const form = (
    <form
      ref={formRef}
      className={styles.dialogForm}
      onSubmit={(event) => (event.preventDefault(), submit())}
      noValidate
    >
      <kind.Fields
        values={values}
        onChange={onValuesChange}
        files={files}
        onFilesChange={setFiles}
        errors={errors}
        disabled={busy}
      />
      <EntryImageField
        currentUrl={values.imageUrl}
        chosen={files.image}
        onChoose={(image) => setFiles({ ...files, image })}
        alt={values.imageAlt}
        onAltChange={(imageAlt) => onValuesChange({ ...values, imageAlt })}
        altDefault={kind.altDefault}
        errors={errors}
        disabled={busy}
      />
      <DialogFormEnd
        shown={{
          checked: values.isActive,
          onChange: (isActive) => onValuesChange({ ...values, isActive }),
          label: kind.shownWhere,
        }}
        busy={busy}
        submitLabel={submitLabel}
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={verb.title} trigger={trigger} busy={busy}>
      <EditDialogTabs entity={kind.entity} entityId={entry?.id} onRestored={onSaved}>
        {form}
      </EditDialogTabs>
    </AdminDialog>
  );
}
