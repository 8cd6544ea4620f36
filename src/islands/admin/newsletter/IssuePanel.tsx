import { Fragment, type Ref, useId } from 'react';
import {
  canRetryFailed,
  canSendToAll,
  deliveriesDone,
  deliveryFigures,
  issueSource,
  newsletterProgress,
  newsletterStatusLabel,
  newsletterStatusVariant,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import styles from '../common/admin.module.css';
import { DeleteDraft } from './DeleteDraft.tsx';
import { IssuePreview } from './IssuePreview.tsx';
import newsletterStyles from './Newsletter.module.css';
import { RetryFailed } from './RetryFailed.tsx';
import { SendToAll } from './SendToAll.tsx';
import { TestSendForm } from './TestSendForm.tsx';
import button from '../../../styles/shared/button.module.css';
import card from '../../../styles/shared/card.module.css';
import row from '../../../styles/shared/spreadRow.module.css';

type IssuePanelProps = {
  issue: AdminNewsletter;
  /** The panel's heading, which takes focus when an issue is opened or its send has started. */
  headingRef: Ref<HTMLHeadingElement>;
  focusHeading: () => HTMLElement | null | undefined;
  /** The list is read again: a send or retry was asked for (or refused), or the draft deleted. */
  onChanged: () => Promise<void>;
  onEdit: (issue: AdminNewsletter) => void;
  /** Where focus goes once the draft is deleted, and this panel with it. */
  focusAfterDelete: () => HTMLElement | null | undefined;
};

/** When the issue was written, asked to go out and done, to the minute in the site's time zone. */
function IssueTimes({ issue }: { issue: AdminNewsletter }) {
  const at = useAdminDateTime();
  const times = [`Written ${at(issue.createdAt)}`];
  if (issue.sendRequestedAt) times.push(`sent ${at(issue.sendRequestedAt)}`);
  if (issue.sentAt) times.push(`done ${at(issue.sentAt)}`);
  return <p className={styles.muted}>{`${times.join('; ')}.`}</p>;
}

/**
 * What became of a sent issue's mails, and where the webhook's figures come from: a mail the service
 * has not reported on yet counts as sent only.
 */
function DeliveryFigures({ issue }: { issue: AdminNewsletter }) {
  const figures = deliveryFigures(issue);
  if (figures.length === 0) return null;
  return (
    <div className={newsletterStyles.figures}>
      <p className={newsletterStyles.figureLine}>
        {figures.map((figure, index) => (
          <Fragment key={figure}>
            {index > 0 && ' · '}
            {/* A narrow screen wraps between the figures, never inside one ("1 marked as / spam"). */}
            <span className={newsletterStyles.nowrap}>{figure}</span>
          </Fragment>
        ))}
      </p>
      <p className={styles.hint}>
        Delivered, bounced and marked as spam are what the mail service reports of each mail once it has left, often
        minutes later.
      </p>
    </div>
  );
}

/**
 * One issue opened: its state, what became of its mails and its times, the failed mails with their retry,
 * the mail as it will look, a test to one address, and, while it is a draft, Edit, Delete and the send to
 * every active subscriber.
 */
export function IssuePanel(props: IssuePanelProps) {
  const { issue, headingRef, focusHeading, onChanged, onEdit, focusAfterDelete } = props;
  const titleId = useId();
  const draft = canSendToAll(issue);
  return (
    <section className={`${card.box} ${styles.panel}`} aria-labelledby={titleId}>
      <div className={row.spreadRow}>
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className={`${styles.panelTitle} ${newsletterStyles.issueTitle}`}
        >
          {issue.subject}
        </h2>
        {draft && (
          <div className={`${styles.rowActions} ${newsletterStyles.draftActions}`}>
            <button type="button" className={`${button.button} ${button.outline}`} onClick={() => onEdit(issue)}>
              Edit draft
            </button>
            <DeleteDraft issue={issue} onDeleted={onChanged} focusAfterDelete={focusAfterDelete} />
          </div>
        )}
      </div>
      <p className={newsletterStyles.state}>
        <AdminBadge variant={newsletterStatusVariant(issue.status)}>{newsletterStatusLabel(issue.status)}</AdminBadge>
        <span>{newsletterProgress(issue)}</span>
      </p>
      <DeliveryFigures issue={issue} />
      <p className={styles.muted}>{issueSource(issue)}</p>
      <IssueTimes issue={issue} />
      {issue.status === 'sending' && (
        <progress
          className={newsletterStyles.progress}
          max={issue.total}
          value={deliveriesDone(issue)}
          aria-label="Sending"
        />
      )}
      {canRetryFailed(issue) && <RetryFailed issue={issue} onRetried={onChanged} focusAfterRetry={focusHeading} />}
      {/* An edited draft's mail is read again. */}
      <IssuePreview key={issue.updatedAt} issueId={issue.id} subject={issue.subject} />
      <h3 className={newsletterStyles.partTitle}>Send a test</h3>
      <TestSendForm issueId={issue.id} />
      {draft && (
        <>
          <h3 className={newsletterStyles.partTitle}>Send to everyone</h3>
          <p className={styles.hint}>Once it has gone out, an issue cannot be sent again.</p>
          <SendToAll issue={issue} onSent={onChanged} focusAfterSend={focusHeading} />
        </>
      )}
    </section>
  );
}
