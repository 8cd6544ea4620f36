import { ApiError, getJson } from '../../../lib/apiClient.ts';
import { newsletterApi } from '../../../lib/admin/newsletterScreen.ts';
import type { NewsletterPreview } from '../../../lib/admin/newsletters.ts';
import { AdminListState } from '../common/AdminListState.tsx';
import styles from '../common/admin.module.css';
import { useAdminData } from '../common/useAdminData.ts';
import newsletterStyles from './Newsletter.module.css';

/** The preview, or why the mail cannot be made now (409: the draft's journal post was unpublished or deleted). */
type PreviewAnswer = NewsletterPreview | { problem: string };

async function loadPreview(url: string): Promise<PreviewAnswer> {
  try {
    return await getJson<NewsletterPreview>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.serverMessage)
      return { problem: error.serverMessage };
    throw error;
  }
}

/**
 * The mail as the subscribers will get it: its HTML in a frame that may run nothing and reach nothing of
 * the page (`sandbox=""`, an opaque origin), and its plain-text part as it is.
 */
export function IssuePreview({ issueId, subject }: { issueId: number; subject: string }) {
  const url = newsletterApi.preview(issueId);
  const { data, reload } = useAdminData<PreviewAnswer>(url, () => loadPreview(url));
  if (data.status !== 'ready') return <AdminListState data={data} reload={reload} noun="the preview" />;
  if ('problem' in data.data) {
    return (
      <p className={styles.fieldError} role="alert">
        {data.data.problem}
      </p>
    );
  }
  return (
    <div className={newsletterStyles.preview}>
      <h3 className={newsletterStyles.partTitle}>As most mail programs show it</h3>
      <iframe
        className={newsletterStyles.mailFrame}
        title={`Preview of “${subject}”`}
        sandbox=""
        srcDoc={data.data.html}
      />
      <h3 className={newsletterStyles.partTitle}>Plain text, for mail programs that show no HTML</h3>
      {/* Focusable so that a keyboard can scroll it. */}
      <pre className={newsletterStyles.plainText} tabIndex={0} role="region" aria-label={`Plain text of “${subject}”`}>
        {data.data.text}
      </pre>
    </div>
  );
}
