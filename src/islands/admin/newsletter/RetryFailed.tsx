import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { sendJson } from '../../../lib/apiClient.ts';
import {
  failedMailsTitle,
  failureReasonLines,
  newsletterApi,
  retryFailedHint,
  retryFailedLabel,
  retryFailure,
  retryStartedMessage,
} from '../../../lib/admin/newsletterScreen.ts';
import type { AdminNewsletter } from '../../../lib/admin/newsletters.ts';
import styles from '../common/admin.module.css';
import { issueSendRequest } from './issueSendRequest.ts';
import newsletterStyles from './Newsletter.module.css';
import button from '../../../styles/shared/button.module.css';

type RetryFailedProps = {
  issue: AdminNewsletter;
  /** The retry was asked for, or refused because of the issue's state: the list is read again. */
  onRetried: () => Promise<void>;
  /** Where focus goes once the button is gone (the issue is sending again). */
  focusAfterRetry: () => HTMLElement | null | undefined;
};

const pendingLabel = 'Sending again...';

/**
 * A done issue's failed mails: how many, why, and "Retry N failed", which sends those again and only
 * those. Once it has started the list shows the issue sending; a refusal (409: nothing failed after all,
 * or it is sending already) is told in the server's words.
 */
export function RetryFailed({ issue, onRetried, focusAfterRetry }: RetryFailedProps) {
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const buttonBox = useRef<HTMLDivElement>(null);

  async function retry() {
    setPending(true);
    const changed = await issueSendRequest(
      () => sendJson('POST', newsletterApi.retry(issue.id)),
      retryStartedMessage(issue.subject, issue.failed),
      retryFailure,
    );
    if (changed) {
      // The button goes once the list shows the issue sending (or nothing failed): focus goes ahead of it.
      focusAfterRetry()?.focus();
      await onRetried();
    }
    // Rendered enabled first: disabled while the request ran, the button lost focus, and a failure gives it back.
    flushSync(() => setPending(false));
    if (!changed) buttonBox.current?.querySelector('button')?.focus();
  }

  return (
    <div className={newsletterStyles.failures} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={newsletterStyles.partTitle}>
        {failedMailsTitle(issue.failed)}
      </h3>
      <ul className={newsletterStyles.reasons}>
        {failureReasonLines(issue).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <div ref={buttonBox} className={newsletterStyles.retry}>
        <PendingButton type="button" className={button.button} pending={pending} onClick={() => void retry()}>
          {/* Both wordings hold the button's width, so that it keeps its size while the request runs. */}
          <span className={newsletterStyles.steadyLabel}>
            <span aria-hidden={pending}>{retryFailedLabel(issue.failed)}</span>
            <span aria-hidden={!pending}>{pendingLabel}</span>
          </span>
        </PendingButton>
        <p className={styles.hint}>{retryFailedHint(issue.failed)}</p>
      </div>
    </div>
  );
}
