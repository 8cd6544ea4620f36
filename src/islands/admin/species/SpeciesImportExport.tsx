import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/apiClient.ts';
import { groupThousands } from '../../../lib/formatNumber.ts';
import {
  type ImportRowError,
  importContentType,
  speciesCsvColumns,
  speciesImportLimits,
} from '../../../lib/forms/speciesImport.ts';
import { AdminDialog } from '../common/AdminDialog.tsx';
import styles from '../common/admin.module.css';
import { showAdminSuccess } from '../common/adminToasts.ts';
import { ConfirmActions } from '../common/ConfirmActions.tsx';
import { followPublishing } from '../common/publishStatusStore.ts';
import { requestImport } from './speciesImportRequest.ts';
import button from '../../../styles/shared/button.module.css';

/** Where the chosen file stands: nothing chosen, being checked, valid (its count), its rows' problems, or refused. */
type FileCheck =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; count: number }
  | { status: 'invalid'; errors: ImportRowError[]; entry: RowWord }
  | { status: 'refused'; message: string };

type ChosenFile = { body: Blob; contentType: string };

/** How the file numbers its species: a CSV's rows (its lines), a JSON array's entries. */
type RowWord = 'Row' | 'Entry';

const rowWordOf = (file: ChosenFile): RowWord => (file.contentType === 'application/json' ? 'Entry' : 'Row');

/** The most problems the dialog lists; the rest are counted. */
const shownErrors = 100;

const maxMegabytes = groupThousands(speciesImportLimits.maxBytes / 1024 / 1024);

/** The server's reason, or what could not be done: 'checked' or 'imported'. */
function refusalOf(error: unknown, what: string): string {
  return (error instanceof ApiError && error.serverMessage) || `The file could not be ${what}. Please try again.`;
}

/** Every problem of the file by row (a CSV's line, a JSON array's entry) and column, before anything is stored. */
function ImportProblems({ errors, entry }: { errors: ImportRowError[]; entry: RowWord }) {
  const count = errors.length === 1 ? '1 problem' : `${groupThousands(errors.length)} problems`;
  return (
    <div role="alert" className={styles.importProblems}>
      <p>
        {count} in the file; nothing will be imported. Fix {errors.length === 1 ? 'it' : 'them'} and choose the file
        again.
      </p>
      {/* It scrolls when long: a focusable region, so that the keyboard can scroll it too. */}
      <div className={styles.importProblemList} role="region" aria-label="Problems by row" tabIndex={0}>
        <ul>
          {errors.slice(0, shownErrors).map((error, index) => (
            <li key={index}>
              <strong>
                {error.row === 1 && entry === 'Row' ? 'Header row' : `${entry} ${error.row}`}
                {error.field && `, ${error.field}`}:
              </strong>{' '}
              {error.message}
            </li>
          ))}
        </ul>
      </div>
      {errors.length > shownErrors && <p>And {groupThousands(errors.length - shownErrors)} more.</p>}
    </div>
  );
}

/**
 * The species screen's bulk tools: "Export CSV" downloads every species in the import's format, and
 * "Import" takes a CSV or JSON file, has the server check every row (a dry run that stores nothing),
 * shows how many species it holds or every problem by row and field, and imports only on "Import N
 * species". The import is one change in History, undone there in one step.
 */
export function SpeciesImportExport({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [check, setCheck] = useState<FileCheck>({ status: 'none' });
  const [pending, setPending] = useState(false);
  const chosen = useRef<ChosenFile>(undefined);
  // Only the latest file's check counts: choosing another while one is checked drops the first answer.
  const latestChoice = useRef(0);
  const inputId = useId();
  const hintId = useId();

  function openChange(next: boolean) {
    if (!next) {
      chosen.current = undefined;
      latestChoice.current++;
      setCheck({ status: 'none' });
    }
    setOpen(next);
  }

  async function choose(file: File | undefined) {
    const choice = ++latestChoice.current;
    chosen.current = undefined;
    if (!file) return setCheck({ status: 'none' });
    if (file.size > speciesImportLimits.maxBytes) {
      const message = `The file is too large: an import takes at most ${maxMegabytes} MB. Split it into smaller files.`;
      return setCheck({ status: 'refused', message });
    }
    setCheck({ status: 'checking' });
    try {
      // The bytes as checked are the bytes imported, even if the file on disk changes in between.
      const read = { body: new Blob([await file.arrayBuffer()]), contentType: importContentType(file.name) };
      const answer = await requestImport(read, true);
      if (choice !== latestChoice.current) return;
      chosen.current = read;
      setCheck(
        answer.ok
          ? { status: 'valid', count: answer.count }
          : { status: 'invalid', errors: answer.errors, entry: rowWordOf(read) },
      );
    } catch (error) {
      if (choice === latestChoice.current) setCheck({ status: 'refused', message: refusalOf(error, 'checked') });
    }
  }

  async function confirm() {
    if (!chosen.current || pending) return;
    setPending(true);
    try {
      const answer = await requestImport(chosen.current, false);
      if (!answer.ok) return setCheck({ status: 'invalid', errors: answer.errors, entry: rowWordOf(chosen.current) });
      showAdminSuccess(`Imported ${groupThousands(answer.count)} species.`);
      followPublishing();
      openChange(false);
      onImported();
    } catch (error) {
      setCheck({ status: 'refused', message: refusalOf(error, 'imported') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.bulkTools}>
      <a className={`button ${button.button} ${button.outline}`} href="/api/admin/species/export" download>
        Export CSV
      </a>
      <AdminDialog
        open={open}
        onOpenChange={openChange}
        title="Import species"
        description={
          'Every row is checked before anything is stored; then you confirm. ' +
          'The import is one change in History, where one restore undoes it.'
        }
        busy={pending}
        trigger={
          <button type="button" className={`${button.button} ${button.outline}`}>
            Import
          </button>
        }
      >
        <div className={styles.dialogForm}>
          <div className="form-field">
            <label htmlFor={inputId}>File (.csv or .json)</label>
            <input
              id={inputId}
              className={styles.fileInput}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              aria-describedby={hintId}
              disabled={pending}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <p id={hintId} className={styles.hint}>
              A CSV with a header row of the columns {speciesCsvColumns.join(', ')} (photos, updateNotes and photoAlts
              as JSON in their cell), as Export CSV writes it; or a JSON array of species. At most {maxMegabytes} MB.
            </p>
          </div>
          <p role="status" className={styles.importStatus}>
            {check.status === 'checking' && 'Checking the file...'}
            {check.status === 'valid' &&
              `The file holds ${groupThousands(check.count)} species, all valid. ` +
                'Nothing is stored until you import them.'}
          </p>
          {check.status === 'invalid' && <ImportProblems errors={check.errors} entry={check.entry} />}
          {check.status === 'refused' && (
            <p role="alert" className={styles.fieldError}>
              {check.message}
            </p>
          )}
          <ConfirmActions
            pending={pending}
            onCancel={() => openChange(false)}
            onConfirm={() => void confirm()}
            confirmLabel={check.status === 'valid' && `Import ${groupThousands(check.count)} species`}
            pendingLabel="Importing..."
            confirmable={check.status === 'valid'}
          />
        </div>
      </AdminDialog>
    </div>
  );
}
