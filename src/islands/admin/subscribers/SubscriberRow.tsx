import { Fragment } from 'react';
import {
  addressParts,
  type AdminSubscriber,
  inactiveReason,
  lastIssueLine,
  subscriberStatus,
  subscriptionDate,
} from '../../../lib/admin/subscribers.ts';
import { PendingButton } from '../../forms/PendingButton.tsx';
import { AdminBadge } from '../common/AdminBadge.tsx';
import { useAdminIdentity } from '../common/AdminGate.tsx';
import styles from '../common/admin.module.css';
import subscriberStyles from './Subscribers.module.css';
import button from '../../../styles/shared/button.module.css';

type SubscriberRowProps = {
  subscriber: AdminSubscriber;
  /** Its unsubscribe or re-subscribe is running. */
  pending: boolean;
  onUnsubscribe: (subscriber: AdminSubscriber) => void;
  onResubscribe: (subscriber: AdminSubscriber) => void;
  onErase: (subscriber: AdminSubscriber) => void;
};

/** The cells name their column, which a phone's card layout shows before each (admin.module.css). */
const cell = (column: string) => ({ 'data-label': column, role: 'cell' });

/** The address, with a break opportunity before "@" and each "." (addressParts). */
function Address({ email }: { email: string }) {
  return (
    <span className={subscriberStyles.address}>
      {addressParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * One subscriber: the address as the row's header, so each button's row is announced with it; an inactive
 * one says why it left beside its badge, and under it what became of the last issue sent to them. An
 * active one can be unsubscribed, an unsubscribed one re-subscribed (the server allows it only as the
 * undo of an unsubscribe made here). `data-subscriber` lets the list put focus back on the row.
 */
export function SubscriberRow({ subscriber, pending, onUnsubscribe, onResubscribe, onErase }: SubscriberRowProps) {
  const { timeZone } = useAdminIdentity();
  const reason = inactiveReason(subscriber);
  const lastIssue = lastIssueLine(subscriber);
  const toggle = subscriber.isActive
    ? { label: 'Unsubscribe', pendingLabel: 'Unsubscribing...', act: onUnsubscribe }
    : { label: 'Re-subscribe', pendingLabel: 'Re-subscribing...', act: onResubscribe };
  return (
    <tr role="row" data-subscriber={subscriber.id} className={subscriberStyles.row}>
      <th scope="row" role="rowheader" data-label="Email Address" className={styles.email}>
        <Address email={subscriber.email} />
      </th>
      <td {...cell('Date Subscribed')}>{subscriptionDate(subscriber, timeZone)}</td>
      <td {...cell('Status')} className={subscriberStyles.statusCell}>
        {/* One box: in a phone's card each child of a cell would take a row of the label's grid. */}
        <div className={subscriberStyles.statusLines}>
          <span className={subscriberStyles.status}>
            <AdminBadge variant={subscriber.isActive ? 'default' : 'secondary'}>
              {subscriberStatus(subscriber)}
            </AdminBadge>
            {reason && <span className={subscriberStyles.reason}>{reason}</span>}
          </span>
          {lastIssue && <span className={subscriberStyles.lastIssue}>{lastIssue}</span>}
        </div>
      </td>
      <td {...cell('Actions')}>
        <div className={`${styles.rowActions} ${subscriberStyles.actions}`}>
          <PendingButton
            type="button"
            className={`${button.button} ${button.outline}`}
            aria-label={`${toggle.label} ${subscriber.email}`}
            pending={pending}
            pendingLabel={toggle.pendingLabel}
            onClick={() => toggle.act(subscriber)}
          >
            {toggle.label}
          </PendingButton>
          <button
            type="button"
            className={`${button.button} ${button.outline} ${styles.destructiveOutline}`}
            aria-label={`Erase ${subscriber.email}`}
            onClick={() => onErase(subscriber)}
          >
            Erase
          </button>
        </div>
      </td>
    </tr>
  );
}
