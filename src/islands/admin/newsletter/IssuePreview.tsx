import type { NewsletterPreview } from '../../../lib/admin/newsletterScreen.ts';
import { newsletterApi } from '../../../lib/admin/newsletterScreen.ts';
import { AdminListState } from '../common/AdminListState.tsx';
import { useAdminData } from '../common/useAdminData.ts';
import styles from './Newsletter.module.css';

/**
 * The mail as the subscribers will get it: its HTML in a frame that may run nothing and reach nothing of
 * the page (`sandbox=""`, an opaque origin), and its plain-text part as it is.
 */
export function IssuePreview({ issueId, subject }: { issueId: number; subject: string }) {
  const { data, reload } = useAdminData<NewsletterPreview>(newsletterApi.preview(issueId));
  if (data.status !== 'ready') return <AdminListState data={data} reload={reload} noun="the preview" />;
  return (
    <div className={styles.preview}>
      <h3 className={styles.partTitle}>As most mail programs show it</h3>
      <iframe className={styles.mailFrame} title={`Preview of “${subject}”`} sandbox="" srcDoc={data.data.html} />
      <h3 className={styles.partTitle}>Plain text, for mail programs that show no HTML</h3>
      {/* Focusable so that a keyboard can scroll it. */}
      <pre className={styles.plainText} tabIndex={0} role="region" aria-label={`Plain text of “${subject}”`}>
        {data.data.text}
      </pre>
    </div>
  );
}
