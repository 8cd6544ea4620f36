import {
  issueDates,
  newsletterProgress,
  newsletterStatusLabel,
  newsletterStatusVariant,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
import { useAdminIdentity } from '../common/AdminGate.tsx';
import styles from '../common/admin.module.css';
import { CardTableHead } from '../common/CardTableHead.tsx';
import newsletterStyles from './Newsletter.module.css';
import button from '../../../styles/shared/button.module.css';

type IssueTableProps = {
  issues: readonly AdminNewsletter[];
  /** The issue whose preview and sending are open below the list. */
  openId: number | undefined;
  onOpen: (issue: AdminNewsletter) => void;
};

const columns = ['Subject', 'Status', 'Deliveries', 'Written', 'Sent', 'Actions'];

/** The cells name their column, which a phone's card layout shows before each (admin.module.css). */
const cell = (column: string) => ({ 'data-label': column, role: 'cell' });

/** One issue: its subject as the row's header, so that its Open is announced with it. */
function IssueRow({ issue, open, onOpen }: { issue: AdminNewsletter; open: boolean; onOpen: () => void }) {
  const { timeZone } = useAdminIdentity();
  const dates = issueDates(issue, timeZone);
  return (
    <tr role="row" data-issue={issue.id} aria-current={open || undefined}>
      <th scope="row" role="rowheader" data-label="Subject">
        {issue.subject}
      </th>
      <td {...cell('Status')}>
        <span className={newsletterStyles.badge}>
          <AdminBadge variant={newsletterStatusVariant(issue.status)}>{newsletterStatusLabel(issue.status)}</AdminBadge>
        </span>
      </td>
      <td {...cell('Deliveries')}>{newsletterProgress(issue)}</td>
      <td {...cell('Written')}>{dates.written}</td>
      <td {...cell('Sent')}>{dates.sent || 'Not yet'}</td>
      <td {...cell('Actions')}>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={`${button.button} ${button.outline} ${newsletterStyles.nowrap}`}
            onClick={onOpen}
          >
            Open<span className="visually-hidden"> {issue.subject}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * Every issue, newest first as the API lists them, with its state as a badge, how far its sending got,
 * and the days it was written and sent. On a phone each row is a card, as in the other admin tables.
 */
export function IssueTable({ issues, openId, onOpen }: IssueTableProps) {
  return (
    <div className={styles.tableScroll} role="region" aria-label="Newsletter issues" tabIndex={0}>
      {/* The roles are explicit: the phone's card layout changes the cells' display, which would drop them. */}
      <table className={`${styles.table} ${styles.stackedTable}`} role="table">
        <CardTableHead labels={columns} />
        <tbody role="rowgroup">
          {issues.map((issue) => (
            <IssueRow key={issue.id} issue={issue} open={issue.id === openId} onOpen={() => onOpen(issue)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
