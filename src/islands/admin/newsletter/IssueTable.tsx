import {
  newsletterProgress,
  newsletterStatusLabel,
  newsletterStatusVariant,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
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

const columns = ['Subject', 'Status', 'Deliveries', 'Actions'];

/** The cells name their column, which a phone's card layout shows before each (admin.module.css). */
const cell = (column: string) => ({ 'data-label': column, role: 'cell' });

/**
 * Every issue, newest first as the API lists them: its subject as the row's header, its state as a badge
 * and how far its sending got. On a phone each row is a card, as in the other admin tables.
 */
export function IssueTable({ issues, openId, onOpen }: IssueTableProps) {
  return (
    <div className={styles.tableScroll} role="region" aria-label="Newsletter issues" tabIndex={0}>
      {/* The roles are explicit: the phone's card layout changes the cells' display, which would drop them. */}
      <table className={`${styles.table} ${styles.stackedTable}`} role="table">
        <CardTableHead labels={columns} />
        <tbody role="rowgroup">
          {issues.map((issue) => (
            <tr key={issue.id} role="row" data-issue={issue.id} aria-current={issue.id === openId || undefined}>
              <th scope="row" role="rowheader" data-label="Subject">
                {issue.subject}
              </th>
              <td {...cell('Status')}>
                <span className={newsletterStyles.badge}>
                  <AdminBadge variant={newsletterStatusVariant(issue.status)}>
                    {newsletterStatusLabel(issue.status)}
                  </AdminBadge>
                </span>
              </td>
              <td {...cell('Deliveries')}>{newsletterProgress(issue)}</td>
              <td {...cell('Actions')}>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={`${button.button} ${button.outline} ${newsletterStyles.nowrap}`}
                    onClick={() => onOpen(issue)}
                  >
                    Open<span className="visually-hidden"> {issue.subject}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
