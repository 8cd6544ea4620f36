import { useRef, useState } from 'react';
import { getJson, sendJson } from '../../lib/apiClient.ts';
import {
  type AdminSubscriber,
  type SubscriberCounts,
  subscriberStatus,
  subscriptionDate,
} from '../../lib/subscribers.ts';
import { PendingButton } from '../forms/PendingButton.tsx';
import { AdminBadge } from './AdminBadge.tsx';
import { AdminDialog } from './AdminDialog.tsx';
import AdminGate from './AdminGate.tsx';
import { AdminSearchForm, searchUrl } from './AdminSearchForm.tsx';
import { AdminListState } from './AdminListState.tsx';
import styles from './admin.module.css';
import { showAdminError, showAdminSuccess } from './adminToasts.ts';
import { useAdminData } from './useAdminData.ts';

/** What the erasure confirmation says erasure does (the privacy page's promise, SubscribersAdmin's DELETE). */
const erasureExplained =
  'Erasing deletes this address and any newsletter mail still waiting to be sent to it, for good. ' +
  'This cannot be undone: to get the newsletter again, they would subscribe again themselves.';

type SubscriberPage = { subscribers: AdminSubscriber[]; counts: SubscriberCounts };

/** The list (searched) and the counts over everyone, read together so they never disagree. */
async function loadSubscriberPage(query: string): Promise<SubscriberPage> {
  const [subscribers, counts] = await Promise.all([
    getJson<AdminSubscriber[]>(searchUrl('/api/subscribers', query)),
    getJson<SubscriberCounts>('/api/admin/subscribers/counts'),
  ]);
  return { subscribers, counts };
}

/**
 * 'Newsletter Subscribers' (SPEC §2, §8; issue 12, point 2): Email Address, Date Subscribed ('N/A'
 * when missing) and an Active / Unsubscribed badge, newest first as the API lists them; a search,
 * the counts of active and unsubscribed, and per row Unsubscribe and Erase (after a confirmation).
 */
function Subscribers() {
  const [query, setQuery] = useState('');
  const { data, reload } = useAdminData<SubscriberPage>(searchUrl('subscribers', query), () =>
    loadSubscriberPage(query),
  );
  const [erasing, setErasing] = useState<AdminSubscriber>();
  const [pending, setPending] = useState<number>();
  const regionRef = useRef<HTMLDivElement>(null);

  async function write(subscriber: AdminSubscriber, run: () => Promise<unknown>, success: string, failure: string) {
    setPending(subscriber.id);
    try {
      await run();
    } catch {
      showAdminError(failure);
      return false;
    } finally {
      setPending(undefined);
    }
    showAdminSuccess(success);
    await reload();
    return true;
  }

  if (data.status !== 'ready') return <AdminListState data={data} reload={reload} noun="subscribers" />;
  const { subscribers, counts } = data.data;
  if (query === '' && subscribers.length === 0) {
    return (
      <p className={styles.message}>No subscribers yet. Share your Coming Soon page to start collecting emails.</p>
    );
  }
  const active = subscribers.filter((subscriber) => subscriber.isActive).length;

  async function erase(subscriber: AdminSubscriber) {
    const done = await write(
      subscriber,
      () => sendJson('DELETE', `/api/subscribers/${subscriber.id}`),
      `${subscriber.email} erased.`,
      'Failed to erase the subscriber. Please try again.',
    );
    if (done) setErasing(undefined);
  }

  return (
    <div className={styles.stack}>
      <AdminSearchForm label="Search subscribers" onSearch={setQuery} />
      <p className={styles.count}>
        {counts.active} active, {counts.unsubscribed} unsubscribed
      </p>
      <p className={styles.count} role="status">
        {query !== '' && subscribers.length === 0
          ? `No subscribers match “${query}”.`
          : `${subscribers.length === 1 ? '1 subscriber' : `${subscribers.length} subscribers`}, ${active} active`}
      </p>
      <div ref={regionRef} className={styles.tableScroll} role="region" aria-label="Subscribers" tabIndex={0}>
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
              <tr key={subscriber.id}>
                <th scope="row" className={styles.email}>
                  {subscriber.email}
                </th>
                <td>{subscriptionDate(subscriber)}</td>
                <td>
                  <AdminBadge variant={subscriber.isActive ? 'default' : 'secondary'}>
                    {subscriberStatus(subscriber)}
                  </AdminBadge>
                </td>
                <td>
                  <div className={styles.rowActions}>
                    {subscriber.isActive && (
                      <PendingButton
                        type="button"
                        className={`button button-outline ${styles.smallButton}`}
                        aria-label={`Unsubscribe ${subscriber.email}`}
                        pending={pending === subscriber.id}
                        pendingLabel="Unsubscribing..."
                        onClick={() =>
                          write(
                            subscriber,
                            () => sendJson('PATCH', `/api/subscribers/${subscriber.id}`, { isActive: false }),
                            `${subscriber.email} unsubscribed.`,
                            'Failed to unsubscribe. Please try again.',
                          )
                        }
                      >
                        Unsubscribe
                      </PendingButton>
                    )}
                    <button
                      type="button"
                      className={`button ${styles.destructiveOutline} ${styles.smallButton}`}
                      aria-label={`Erase ${subscriber.email}`}
                      onClick={() => setErasing(subscriber)}
                    >
                      Erase
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <AdminDialog
        open={erasing !== undefined}
        onOpenChange={(next) => !next && setErasing(undefined)}
        role="alertdialog"
        title={`Erase ${erasing?.email ?? 'this subscriber'}?`}
        description={erasureExplained}
        busy={pending !== undefined}
        focusAfterClose={() => regionRef.current}
      >
        <div className={styles.dialogActions}>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setErasing(undefined)}
            disabled={pending !== undefined}
          >
            Cancel
          </button>
          <PendingButton
            type="button"
            className={`button ${styles.destructiveButton}`}
            onClick={() => erasing && erase(erasing)}
            pending={pending !== undefined}
            pendingLabel="Erasing..."
          >
            Erase
          </PendingButton>
        </div>
      </AdminDialog>
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
