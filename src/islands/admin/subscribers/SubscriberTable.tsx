import type { ComponentProps, Ref } from 'react';
import type { AdminSubscriber } from '../../../lib/admin/subscribers.ts';
import styles from '../common/admin.module.css';
import { CardTableHead } from '../common/CardTableHead.tsx';
import { SubscriberRow } from './SubscriberRow.tsx';

type SubscriberTableProps = Omit<ComponentProps<typeof SubscriberRow>, 'subscriber' | 'pending'> & {
  subscribers: AdminSubscriber[];
  /** The subscriber whose write is running. */
  pendingId: number | undefined;
  /** The table's region: focus lands there once an erased subscriber's row is gone. */
  ref: Ref<HTMLDivElement>;
};

const columns = ['Email Address', 'Date Subscribed', 'Status', 'Actions'];

/**
 * The subscribers' table. On a phone each row is a card, as in the catalogue's tables, so that its
 * Unsubscribe and Erase are on the screen without scrolling sideways.
 */
export function SubscriberTable({ subscribers, pendingId, ref, ...actions }: SubscriberTableProps) {
  return (
    <div ref={ref} className={styles.tableScroll} role="region" aria-label="Subscribers" tabIndex={0}>
      {/* The roles are explicit: the phone's card layout changes the cells' display, which would drop them. */}
      <table className={`${styles.table} ${styles.stackedTable}`} role="table">
        <CardTableHead labels={columns} />
        <tbody role="rowgroup">
          {subscribers.map((subscriber) => (
            <SubscriberRow
              key={subscriber.id}
              subscriber={subscriber}
              pending={pendingId === subscriber.id}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
