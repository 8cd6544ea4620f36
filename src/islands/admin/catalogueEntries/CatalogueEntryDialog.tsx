import { useState } from 'react';
import type { CatalogueEntry, CatalogueEntryKind, EntryFormValues } from './catalogueEntryKind.ts';
import { EntryDialog, type EntryDialogOpening, entryDialogTexts } from './EntryDialog.tsx';
import { EntryImageField } from './EntryImageField.tsx';
import { type EntryFiles, useEntrySave } from './useEntrySave.ts';

const noFiles: EntryFiles = { image: null, document: null };

type CatalogueEntryDialogProps<Entry extends CatalogueEntry, Values extends EntryFormValues> = {
  kind: CatalogueEntryKind<Entry, Values>;
  /** The entry being edited; none when adding. */
  entry?: Entry;
  /** The form's values live with the screen, so that closing the add dialog keeps what was typed. */
  values: Values;
  onValuesChange: (values: Values) => void;
} & EntryDialogOpening;

/**
 * The add and edit dialogs of a biome, resource or journal post (EntryDialog, as the species' own): the
 * kind's fields, the picture with its alt text, whether it is shown, and the save (useEntrySave).
 */
export function CatalogueEntryDialog<Entry extends CatalogueEntry, Values extends EntryFormValues>(
  props: CatalogueEntryDialogProps<Entry, Values>,
) {
  const { kind, entry, values, onValuesChange, onSaved } = props;
  const { visibility } = kind;
  const [files, setFiles] = useState<EntryFiles>(noFiles);
  const text = entryDialogTexts(kind.noun, entry !== undefined);
  const target = {
    url: kind.writeUrl,
    id: entry?.id,
    imageAlt: values.imageAlt,
    texts: text,
    publicPath: (saved: Entry) => (visibility.isShown(saved) ? kind.publicPath(saved) : undefined),
  };
  const { phase, errors, errorsShown, clearErrors, save } = useEntrySave<Entry>(target, onSaved);
  const busy = phase !== 'idle';

  function submit() {
    const image = { currentUrl: values.imageUrl, chosen: files.image !== null };
    void save(kind.payloadOf(values, image, files), files);
  }

  return (
    <EntryDialog
      dialog={props}
      texts={text}
      save={{ phase, errorsShown }}
      history={{ entity: kind.entity, entityId: entry?.id, onRestored: onSaved }}
      shown={{
        checked: Boolean(values[visibility.key]),
        onChange: (shown) => onValuesChange({ ...values, [visibility.key]: shown }),
        label: visibility.label,
      }}
      onClosed={() => (setFiles(noFiles), clearErrors())}
      onSubmit={submit}
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
    </EntryDialog>
  );
}
