import { useRef, useState } from 'react';
import { getJson, sendJson } from '../../lib/apiClient.ts';
import { type AdminSubscriber, type SubscriberCounts } from '../../lib/subscribers.ts';
import AdminGate from './AdminGate.tsx';
import { AdminSearchForm, searchUrl } from './AdminSearchForm.tsx';
import { AdminListState } from './AdminListState.tsx';
import styles from './admin.module.css';
import { EraseSubscriberDialog } from './EraseSubscriberDialog.tsx';
import { reportedWrite } from './reportedWrite.ts';
import { SubscriberTable } from './SubscriberTable.tsx';
import { useAdminData } from './useAdminData.ts';

type SubscriberPage = { subscribers: AdminSubscriber[]; counts: SubscriberCounts };

/** The list (searched) and the counts over everyone, read together so they never disagree. */
async function loadSubscriberPage(query: string): Promise<SubscriberPage> {
  const [subscribers, counts] = await Promise.all([
    getJson<AdminSubscriber[]>(searchUrl('/api/subscribers', query)),
    getJson<SubscriberCounts>('/api/admin/subscribers/counts'),
  ]);
  return { subscribers, counts };
}

/** The status line: what the search found, and how many of those are active. */
function listedLine(subscribers: AdminSubscriber[], query: string): string {
  if (query !== '' && subscribers.length === 0) return `No subscribers match “${query}”.`;
  const active = subscribers.filter((subscriber) => subscriber.isActive).length;
  return `${subscribers.length === 1 ? '1 subscriber' : `${subscribers.length} subscribers`}, ${active} active`;
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
    const done = await reportedWrite(run, success, failure);
    setPending(undefined);
    if (done) await reload();
    return done;
  }

  if (data.status !== 'ready') return <AdminListState data={data} reload={reload} noun="subscribers" />;
  const { subscribers, counts } = data.data;
  if (query === '' && subscribers.length === 0) {
    return (
      <p className={styles.message}>No subscribers yet. Share your Coming Soon page to start collecting emails.</p>
    );
  }

  const unsubscribe = (subscriber: AdminSubscriber) =>
    write(
      subscriber,
      () => sendJson('PATCH', `/api/subscribers/${subscriber.id}`, { isActive: false }),
      `${subscriber.email} unsubscribed.`,
      'Failed to unsubscribe. Please try again.',
    );

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
        {listedLine(subscribers, query)}
      </p>
      <SubscriberTable
        ref={regionRef}
        subscribers={subscribers}
        pendingId={pending}
        onUnsubscribe={unsubscribe}
        onErase={setErasing}
      />
      <EraseSubscriberDialog
        subscriber={erasing}
        pending={pending !== undefined}
        onCancel={() => setErasing(undefined)}
        onErase={erase}
        focusAfterClose={() => regionRef.current}
      />
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
