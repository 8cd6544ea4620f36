import { uploadableDocumentTypes } from '../../../lib/apiClient.ts';
import type { ResourceFormValues } from '../../../lib/forms/resourceForm.ts';
import { resourceTypes } from '../../../lib/catalogue/resourceTypes.ts';
import { resourceFieldLimits } from '../../../lib/schemas/resource.ts';
import styles from '../common/admin.module.css';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import type { EntryFieldsProps } from './catalogueEntryKind.ts';
import { ChoiceField } from '../fields/ChoiceSelect.tsx';
import { FormField } from '../fields/FormField.tsx';

/**
 * A resource's own fields: title, description, type, and its file. A video is an https address;
 * any other type is a document uploaded here (PDF, CSV, XLSX or ODS, at most 20 MB).
 */
export function ResourceFields({
  values,
  onChange,
  files,
  onFilesChange,
  errors,
  disabled,
}: EntryFieldsProps<ResourceFormValues>) {
  // What each text field takes from its key: its value, its change, its limit, its error.
  const textField = (key: 'title' | 'description' | 'fileUrl') => ({
    value: values[key],
    onChange: (value: string) => onChange({ ...values, [key]: value }),
    maxLength: resourceFieldLimits[key],
    error: errors[key],
    disabled,
  });
  const video = values.type === 'Video';
  return (
    <>
      <AdminTextField label="Title" {...textField('title')} />
      <AdminTextField label="Description" rows={4} {...textField('description')} />
      <ChoiceField
        label="Type"
        error={errors.type}
        value={values.type}
        onChange={(type) => onChange({ ...values, type: type as ResourceFormValues['type'] })}
        choices={resourceTypes}
        disabled={disabled}
      />
      {video ? (
        <AdminTextField
          label="Video address"
          hint="Its https:// address, such as a YouTube link."
          inputMode="url"
          {...textField('fileUrl')}
        />
      ) : (
        <FormField
          label={values.fileUrl ? 'Replace the document' : 'Document'}
          hint="PDF, CSV, XLSX or ODS, at most 20 MB."
          error={errors.fileUrl}
        >
          {(control) => (
            <input
              {...control}
              className={styles.fileInput}
              type="file"
              accept={uploadableDocumentTypes}
              disabled={disabled}
              onChange={(event) => onFilesChange({ ...files, document: event.target.files?.[0] ?? null })}
            />
          )}
        </FormField>
      )}
      {!video && values.fileUrl && !files.document && (
        <p className={styles.hint}>
          Current document:{' '}
          <a href={values.fileUrl}>{decodeURIComponent(values.fileUrl.split('/').at(-1) ?? values.fileUrl)}</a>
        </p>
      )}
    </>
  );
}
