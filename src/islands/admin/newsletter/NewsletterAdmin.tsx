import { useRef, useState } from 'react';
import {
  anySending,
  newsletterApi,
  newsletterCountLine,
  newsletterStatusChanges,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import AdminGate from '../common/AdminGate.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import styles from '../common/admin.module.css';
import { showAdminSuccess } from '../common/adminToasts.ts';
import { useAdminData } from '../common/useAdminData.ts';
import { IssuePanel } from './IssuePanel.tsx';
import { IssueTable } from './IssueTable.tsx';
import { IssueDialog, type IssueDialogOpening } from './IssueDialog.tsx';
import { useReloadWhileSending } from './reloadWhileSending.ts';
import button from '../../../styles/shared/button.module.css';
import row from '../../../styles/shared/spreadRow.module.css';

/**
 * What the live region says: each reading of the list is compared with the one before, and an issue
 * whose state changed (a send that started, finished or failed) is announced once.
 */
function useStatusAnnouncement(issues: readonly AdminNewsletter[] | undefined): string {
  const [seen, setSeen] = useState(issues);
  const [announcement, setAnnouncement] = useState('');
  if (issues !== seen) {
    setSeen(issues);
    const changes = seen && issues ? newsletterStatusChanges(seen, issues) : '';
    if (changes) setAnnouncement(changes);
  }
  return announcement;
}

/**
 * 'Newsletter Issues' (requirements §2.30): every issue with its state, dates and deliveries, read again
 * every two seconds while one is going out; New issue; an opened issue's preview and test, and a draft's
 * Edit, Delete and send to everyone.
 */
function Newsletters() {
  const { data, reload } = useAdminData<AdminNewsletter[]>(newsletterApi.list);
  const issues = data.status === 'ready' ? data.data : undefined;
  useReloadWhileSending(issues !== undefined && anySending(issues), reload);
  const announcement = useStatusAnnouncement(issues);
  const [openId, setOpenId] = useState<number>();
  const [dialog, setDialog] = useState<IssueDialogOpening>();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const newIssueButton = useRef<HTMLButtonElement>(null);

  if (!issues) return <AdminListState data={data} reload={reload} noun="newsletter issues" />;
  const opened = issues.find((issue) => issue.id === openId);

  async function saved({ id, subject }: { id: number; subject: string }) {
    await reload();
    showAdminSuccess(`Draft “${subject}” saved.`);
    setOpenId(id);
    setDialog(undefined);
  }

  function open(issue: AdminNewsletter) {
    setOpenId(issue.id);
    // Once the panel shows this issue: focus moves to it, where the preview is.
    requestAnimationFrame(() => panelHeading.current?.focus());
  }

  return (
    <div className={styles.stack}>
      <div className={row.spreadRow}>
        <p className={styles.count}>{newsletterCountLine(issues)}</p>
        <button ref={newIssueButton} type="button" className={button.button} onClick={() => setDialog({ kind: 'new' })}>
          New issue
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {issues.length === 0 ? (
        <p className={styles.message}>
          No issues yet. Write the first with New issue: from a journal post, or in Markdown.
        </p>
      ) : (
        <IssueTable issues={issues} openId={openId} onOpen={open} />
      )}
      {opened && (
        <IssuePanel
          key={opened.id}
          issue={opened}
          headingRef={panelHeading}
          focusHeading={() => panelHeading.current}
          onChanged={reload}
          onEdit={(issue) => setDialog({ kind: 'edit', issue })}
          focusAfterDelete={() => newIssueButton.current}
        />
      )}
      <IssueDialog
        opening={dialog}
        onClose={() => setDialog(undefined)}
        onSaved={(issue) => void saved(issue)}
        focusAfterSave={() => panelHeading.current}
      />
    </div>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export default function NewsletterAdmin() {
  return (
    <AdminGate>
      <Newsletters />
    </AdminGate>
  );
}
