import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { HistoryEntity } from '../../../lib/admin/history.ts';
import { EditDialogTabs } from '../history/EditDialogTabs.tsx';
import { AdminDialog } from '../common/AdminDialog.tsx';
import styles from '../common/admin.module.css';
import { DialogFormEnd, type DialogFormEndProps, type SavePhase } from '../common/DialogFormEnd.tsx';

export function capitalized(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/** The words of an add or edit dialog of a catalogue item: 'Add New Species', 'Biome updated successfully!'. */
export function entryDialogTexts(noun: string, editing: boolean) {
  const Noun = capitalized(noun);
  const verb = editing
    ? { title: `Edit ${Noun}`, submit: `Update ${Noun}`, saving: 'Updating...', done: 'updated', doing: 'update' }
    : { title: `Add New ${Noun}`, submit: `Add ${Noun}`, saving: 'Adding...', done: 'added', doing: 'add' };
  return {
    title: verb.title,
    submit: verb.submit,
    saving: verb.saving,
    success: `${Noun} ${verb.done} successfully!`,
    failure: `Failed to ${verb.doing} ${noun}. Please try again.`,
  };
}

/**
 * Where a dialog's save is, and the messages of its last check. `errorsShown` counts the failed checks,
 * so that each one moves the focus to the first field with a message (EntryDialog).
 */
export function useSaveState<Errors extends Partial<Record<string, string>>>() {
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [errorsShown, setErrorsShown] = useState(0);
  return {
    phase,
    setPhase,
    errors,
    errorsShown,
    showErrors(found: Errors) {
      setErrors(found);
      setErrorsShown((count) => count + 1);
    },
    clearErrors: () => setErrors({} as Errors),
  };
}

/** How a screen holds an add or edit dialog of its items: open or not, its trigger, and what a save does. */
export type EntryDialogOpening = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the item is saved; the screen closes the dialog and reloads its list. */
  onSaved: () => void;
  trigger?: ReactNode;
};

type EntryDialogProps = {
  /** The dialog's opening, as its parent holds it. */
  dialog: Omit<EntryDialogOpening, 'onSaved'>;
  /** Its title and its submit button's words (entryDialogTexts). */
  texts: { title: string; submit: string; saving: string };
  /** Where the save is, and how many checks have failed (useSaveState). */
  save: { phase: SavePhase; errorsShown: number };
  /** The item's History, in the dialog's second tab when editing. */
  history: { entity: HistoryEntity; entityId: number | undefined; onRestored: () => void };
  /** Whether the item is shown on the public site: the form's last field, before Cancel and the submit button. */
  shown: DialogFormEndProps['shown'];
  /** Ends one opening of the dialog: its files, marks and messages go with it. */
  onClosed: () => void;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * The add or edit dialog of a catalogue item (a species, a biome, a resource): the form in its first
 * tab, the item's History in the second, the focus on the first field with a message after a failed
 * check. The form's fields are the caller's; its end (shown or not, Cancel, submit) is DialogFormEnd.
 */
export function EntryDialog(props: EntryDialogProps) {
  const { dialog, texts, save, history, shown, onClosed, onSubmit, children } = props;
  const { open, onOpenChange, trigger } = dialog;
  const { phase, errorsShown } = save;
  const busy = phase !== 'idle';
  const submitLabel = phase === 'uploading' ? 'Uploading...' : phase === 'saving' ? texts.saving : texts.submit;
  const formRef = useRef<HTMLFormElement>(null);

  // A dialog may be closed by its parent (after a save) as well as by itself, so the reset follows `open`.
  useEffect(() => {
    if (!open) onClosed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when `open` changes, and only then
  }, [open]);

  useEffect(() => {
    if (errorsShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={texts.title} trigger={trigger} busy={busy}>
      <EditDialogTabs entity={history.entity} entityId={history.entityId} onRestored={history.onRestored}>
        <form
          ref={formRef}
          className={styles.dialogForm}
          onSubmit={(event) => (event.preventDefault(), onSubmit())}
          noValidate
        >
          {children}
          <DialogFormEnd shown={shown} busy={busy} submitLabel={submitLabel} onCancel={() => onOpenChange(false)} />
        </form>
      </EditDialogTabs>
    </AdminDialog>
  );
}
