import { type AdminSubscriber, subscriberStatus, subscriptionDate } from '../../lib/subscribers.ts';
import { PendingButton } from '../forms/PendingButton.tsx';
import { AdminBadge } from './AdminBadge.tsx';
import styles from './admin.module.css';

type SubscriberRowProps = {
  subscriber: AdminSubscriber;
  /** Its unsubscribe is running. */
  pending: boolean;
  onUnsubscribe: (subscriber: AdminSubscriber) => void;
  onErase: (subscriber: AdminSubscriber) => void;
};

/** One subscriber: the address as the row's header, so each button's row is announced with it. */
export function SubscriberRow({ subscriber, pending, onUnsubscribe, onErase }: SubscriberRowProps) {
  return (
    <tr>
      <th scope="row" className={styles.email}>
        {subscriber.email}
      </th>
      <td>{subscriptionDate(subscriber)}</td>
      <td>
        <AdminBadge variant={subscriber.isActive ? 'default' : 'secondary'}>{subscriberStatus(subscriber)}</AdminBadge>
      </td>
      <td>
        <div className={styles.rowActions}>
          {subscriber.isActive && (
            <PendingButton
              type="button"
              className={`button button-outline ${styles.smallButton}`}
              aria-label={`Unsubscribe ${subscriber.email}`}
              pending={pending}
              pendingLabel="Unsubscribing..."
              onClick={() => onUnsubscribe(subscriber)}
            >
              Unsubscribe
            </PendingButton>
          )}
          <button
            type="button"
            className={`button ${styles.destructiveOutline} ${styles.smallButton}`}
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
