import { type Ref, useId } from 'react';
import {
  canSendToAll,
  deliveriesDone,
  issueSource,
  newsletterProgress,
  newsletterStatusLabel,
  newsletterStatusVariant,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
import styles from '../common/admin.module.css';
import { IssuePreview } from './IssuePreview.tsx';
import newsletterStyles from './Newsletter.module.css';
import { SendToAll } from './SendToAll.tsx';
import { TestSendForm } from './TestSendForm.tsx';
import card from '../../../styles/shared/card.module.css';

type IssuePanelProps = {
  issue: AdminNewsletter;
  /** The panel's heading, which takes focus when an issue is opened or its send has started. */
  headingRef: Ref<HTMLHeadingElement>;
  focusHeading: () => HTMLElement | null | undefined;
  onSent: () => Promise<void>;
};

/**
 * One issue opened: its state, the mail as it will look, a test to one address, and, while it is a
 * draft, the send to every active subscriber.
 */
export function IssuePanel({ issue, headingRef, focusHeading, onSent }: IssuePanelProps) {
  const titleId = useId();
  return (
    <section className={`${card.box} ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={`${styles.panelTitle} ${newsletterStyles.issueTitle}`}>
        {issue.subject}
      </h2>
      <p className={newsletterStyles.state}>
        <AdminBadge variant={newsletterStatusVariant(issue.status)}>{newsletterStatusLabel(issue.status)}</AdminBadge>
        <span>{newsletterProgress(issue)}</span>
      </p>
      <p className={styles.muted}>{issueSource(issue)}</p>
      {issue.status === 'sending' && (
        <progress
          className={newsletterStyles.progress}
          max={issue.total}
          value={deliveriesDone(issue)}
          aria-label="Sending"
        />
      )}
      <IssuePreview issueId={issue.id} subject={issue.subject} />
      <h3 className={newsletterStyles.partTitle}>Send a test</h3>
      <TestSendForm issueId={issue.id} />
      {canSendToAll(issue) && (
        <>
          <h3 className={newsletterStyles.partTitle}>Send to everyone</h3>
          <p className={styles.hint}>Once it has gone out, an issue cannot be sent again.</p>
          <SendToAll issue={issue} onSent={onSent} focusAfterSend={focusHeading} />
        </>
      )}
    </section>
  );
}
