import { type AdminSubscriber, subscriberStatus, subscriptionDate } from '../../lib/subscribers.ts';
import AdminGate from './AdminGate.tsx';
import { AdminBadge } from './AdminBadge.tsx';
import styles from './admin.module.css';
import { useAdminData } from './useAdminData.ts';

/**
 * 'Newsletter Subscribers' (SPEC §2, §8): Email Address, Date Subscribed ('N/A' when missing) and an
 * Active / Unsubscribed badge, newest first as the API lists them.
 */
function Subscribers() {
  const { data } = useAdminData<AdminSubscriber[]>('/api/subscribers');

  if (data.status === 'loading') return <p className={styles.message}>Loading subscribers...</p>;
  if (data.status === 'error') {
    return (
      <p className={styles.message} role="alert">
        Error loading subscribers. Please try again.
      </p>
    );
  }
  const subscribers = data.data;
  if (subscribers.length === 0) return <p className={styles.message}>No subscribers yet. Share your Coming Soon page to start collecting emails.</p>;
  const active = subscribers.filter((subscriber) => subscriber.isActive).length;

  return (
    <div className={styles.stack}>
      <p className={styles.count}>
        {subscribers.length === 1 ? '1 subscriber' : `${subscribers.length} subscribers`}, {active} active
      </p>
      <div className={styles.tableScroll} role="region" aria-label="Subscribers" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Email Address</th>
              <th scope="col">Date Subscribed</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <th scope="row" className={styles.email}>
                  {subscriber.email}
                </th>
                <td>{subscriptionDate(subscriber)}</td>
                <td>
                  <AdminBadge variant={subscriber.isActive ? 'default' : 'secondary'}>{subscriberStatus(subscriber)}</AdminBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export default function SubscriberList() {
  return (
    <AdminGate>
      <Subscribers />
    </AdminGate>
  );
}
