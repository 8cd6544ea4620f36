import { type FormEvent, useState } from 'react';
import { type HistoryChange, historyEntities, recentlyDeletedDays } from '../../../lib/admin/history.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import AdminGate from '../common/AdminGate.tsx';
import styles from '../common/admin.module.css';
import { ChangeList } from './ChangeList.tsx';
import historyStyles from './History.module.css';
import { PublishStatusLine } from '../common/PublishStatusLine.tsx';
import { RestoreChangeDialog } from './RestoreChangeDialog.tsx';
import { useAdminData } from '../common/useAdminData.ts';
import { useChangePages } from './useChangePages.ts';
import button from '../../../styles/shared/button.module.css';

type Filters = { entity: string; actor: string };

/** Which changes to list: an entity, and text the actor contains; applied when the form is sent. */
function HistoryFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({ entity: String(data.get('entity') ?? ''), actor: String(data.get('actor') ?? '') });
  }
  return (
    <form className={historyStyles.filters} role="search" aria-label="Filter the history" onSubmit={apply}>
      <div className={forms.field}>
        <label htmlFor="history-entity">What</label>
        <select id="history-entity" name="entity" className={forms.input} defaultValue="">
          <option value="">Everything</option>
          {historyEntities.map((entity) => (
            <option key={entity} value={entity}>
              {entity[0]!.toUpperCase() + entity.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor="history-actor">Who</label>
        <input
          id="history-actor"
          name="actor"
          className={forms.input}
          type="search"
          autoComplete="off"
          placeholder="E-mail or portal"
        />
      </div>
      <button type="submit" className={`${button.button} ${button.outline}`}>
        Filter
      </button>
    </form>
  );
}

/**
 * /admin/history: "Recently deleted" items to bring back, then every
 * recorded change newest first, filtered by what and who, each with what it changed and a restore.
 */
function History() {
  const [filters, setFilters] = useState<Filters>({ entity: '', actor: '' });
  const history = useChangePages(filters);
  const deleted = useAdminData<{ changes: HistoryChange[] }>('/api/admin/history/deleted');
  const [target, setTarget] = useState<HistoryChange>();
  const [open, setOpen] = useState(false);
  const restore = (change: HistoryChange) => (setTarget(change), setOpen(true));

  return (
    <div className={styles.stack}>
      <PublishStatusLine />
      <section className={styles.stack} aria-labelledby="recently-deleted">
        <h2 id="recently-deleted">Recently deleted</h2>
        <p className={styles.muted}>
          Deleted species, biomes, resources and posts can be brought back for {recentlyDeletedDays} days, with their
          pictures.
        </p>
        {deleted.data.status === 'ready' && deleted.data.data.changes.length === 0 && (
          <p className={styles.message}>Nothing was deleted in the last {recentlyDeletedDays} days.</p>
        )}
        {deleted.data.status === 'ready' && deleted.data.data.changes.length > 0 && (
          <ChangeList changes={deleted.data.data.changes} label="Recently deleted" onRestore={restore} />
        )}
        {deleted.data.status === 'error' && (
          <p className={styles.message} role="alert">
            Error loading the deleted items. Please try again.
          </p>
        )}
      </section>
      <section className={styles.stack} aria-labelledby="all-changes">
        <h2 id="all-changes">All changes</h2>
        <HistoryFilters onApply={setFilters} />
        {history.status === 'loading' && <p className={styles.message}>Loading history...</p>}
        {history.status === 'error' && (
          <p className={styles.message} role="alert">
            Error loading history. Please try again.
          </p>
        )}
        {history.status === 'ready' && history.changes.length === 0 && (
          <p className={styles.message}>
            {filters.entity || filters.actor ? 'No change matches.' : 'No changes recorded yet.'}
          </p>
        )}
        {history.changes.length > 0 && <ChangeList changes={history.changes} label="Changes" onRestore={restore} />}
        {history.nextBefore !== null && (
          <button
            type="button"
            className={`${button.button} ${button.outline}`}
            onClick={() => void history.loadOlder()}
          >
            Older changes
          </button>
        )}
      </section>
      <RestoreChangeDialog
        change={target}
        open={open}
        onOpenChange={setOpen}
        onRestored={() => (setOpen(false), void history.reload(), void deleted.reload())}
      />
    </div>
  );
}

export default function HistoryAdmin() {
  return (
    <AdminGate>
      <History />
    </AdminGate>
  );
}
