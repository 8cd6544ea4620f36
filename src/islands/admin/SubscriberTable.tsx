import type { Ref } from 'react';
import type { AdminSubscriber } from '../../lib/subscribers.ts';
import styles from './admin.module.css';
import { SubscriberRow } from './SubscriberRow.tsx';

type SubscriberTableProps = {
  subscribers: AdminSubscriber[];
  /** The subscriber whose write is running. */
  pendingId: number | undefined;
  onUnsubscribe: (subscriber: AdminSubscriber) => void;
  onErase: (subscriber: AdminSubscriber) => void;
  /** The scrolling region: focus lands there once an erased subscriber's row is gone. */
  ref: Ref<HTMLDivElement>;
};

/** The subscribers' table, in a region that scrolls sideways (and takes focus for it) on a narrow screen. */
export function SubscriberTable({ subscribers, pendingId, onUnsubscribe, onErase, ref }: SubscriberTableProps) {
  return (
    <div ref={ref} className={styles.tableScroll} role="region" aria-label="Subscribers" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Email Address</th>
            <th scope="col">Date Subscribed</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <SubscriberRow
              key={subscriber.id}
              subscriber={subscriber}
              pending={pendingId === subscriber.id}
              onUnsubscribe={onUnsubscribe}
              onErase={onErase}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
