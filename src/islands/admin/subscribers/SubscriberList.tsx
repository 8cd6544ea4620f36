import { useEffect, useRef, useState } from 'react';
import { ApiError, getJson, sendJson } from '../../../lib/apiClient.ts';
import { type AdminSubscriber, subscriberCountLine, type SubscriberCounts } from '../../../lib/admin/subscribers.ts';
import AdminGate from '../common/AdminGate.tsx';
import { AdminSearchForm, searchUrl } from '../common/AdminSearchForm.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import styles from '../common/admin.module.css';
import { reportedWrite } from '../common/reportedWrite.ts';
import { type SubscriberAction, SubscriberActionDialog } from './SubscriberDialogs.tsx';
import { SubscriberTable } from './SubscriberTable.tsx';
import { useAdminData } from '../common/useAdminData.ts';

type SubscriberPage = { subscribers: AdminSubscriber[]; counts: SubscriberCounts };
type AskedAction = { action: SubscriberAction; subscriber: AdminSubscriber };

/** The list (searched) and the counts over everyone, read together so they never disagree. */
async function loadSubscriberPage(query: string): Promise<SubscriberPage> {
  const [subscribers, counts] = await Promise.all([
    getJson<AdminSubscriber[]>(searchUrl('/api/subscribers', query)),
    getJson<SubscriberCounts>('/api/admin/subscribers/counts'),
  ]);
  return { subscribers, counts };
}

/** A refused re-subscribe is explained by the server (the subscriber acted since); anything else is a failure. */
const resubscribeFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.serverMessage
    ? error.serverMessage
    : 'Failed to re-subscribe. Please try again.';

/**
 * 'Newsletter Subscribers' (requirements §2, §8): Email Address, Date Subscribed ('N/A' when missing) and an
 * Active / Unsubscribed badge, newest first as the API lists them; a search and one count line; per
 * row Unsubscribe (confirmed first, undone by Re-subscribe) and Erase (confirmed first). After an
 * action focus stays on the row's actions, or on the list when the row is gone.
 */
function Subscribers() {
  const [query, setQuery] = useState('');
  const { data, reload } = useAdminData<SubscriberPage>(searchUrl('subscribers', query), () =>
    loadSubscriberPage(query),
  );
  const [asked, setAsked] = useState<AskedAction>();
  // The confirmed action, once it is done: where focus goes when its dialog closes.
  const doneAction = useRef<AskedAction>(undefined);
  const [pending, setPending] = useState<number>();
  const regionRef = useRef<HTMLDivElement>(null);
  // The row whose first action takes focus once the list shows the write's outcome.
  const focusRowNext = useRef<number>(undefined);

  const rowAction = (id: number) =>
    regionRef.current?.querySelector<HTMLElement>(`tr[data-subscriber="${id}"] button`) ?? regionRef.current;

  useEffect(() => {
    if (focusRowNext.current === undefined || pending !== undefined) return;
    rowAction(focusRowNext.current)?.focus();
    focusRowNext.current = undefined;
  }, [data, pending]);

  async function write(
    subscriber: AdminSubscriber,
    run: () => Promise<unknown>,
    success: string,
    failure: Parameters<typeof reportedWrite>[2],
  ) {
    setPending(subscriber.id);
    const done = await reportedWrite(run, success, failure);
    if (done) await reload();
    setPending(undefined);
    return done;
  }

  if (data.status !== 'ready') return <AdminListState data={data} reload={reload} noun="subscribers" />;
  const { subscribers, counts } = data.data;
  if (query === '' && subscribers.length === 0) {
    return (
      <p className={styles.message}>No subscribers yet. Share your Coming Soon page to start collecting emails.</p>
    );
  }

  async function confirm(action: SubscriberAction, subscriber: AdminSubscriber) {
    const succeeded =
      action === 'unsubscribe'
        ? await write(
            subscriber,
            () => sendJson('PATCH', `/api/subscribers/${subscriber.id}`, { isActive: false }),
            `${subscriber.email} unsubscribed.`,
            'Failed to unsubscribe. Please try again.',
          )
        : await write(
            subscriber,
            () => sendJson('DELETE', `/api/subscribers/${subscriber.id}`),
            `${subscriber.email} erased.`,
            'Failed to erase the subscriber. Please try again.',
          );
    if (!succeeded) return;
    doneAction.current = { action, subscriber };
    setAsked(undefined);
  }

  /** Focus after a confirmation: an unsubscribed row's Re-subscribe, the list once a row is erased, or the opener. */
  function focusAfterConfirmation() {
    const finished = doneAction.current;
    doneAction.current = undefined;
    if (!finished) return undefined;
    return finished.action === 'unsubscribe' ? rowAction(finished.subscriber.id) : regionRef.current;
  }

  async function resubscribe(subscriber: AdminSubscriber) {
    // The button is disabled while the call runs, which takes focus from it: it goes back to the row.
    focusRowNext.current = subscriber.id;
    await write(
      subscriber,
      () => sendJson('PATCH', `/api/subscribers/${subscriber.id}`, { isActive: true }),
      `${subscriber.email} re-subscribed.`,
      resubscribeFailure,
    );
  }

  return (
    <div className={styles.stack}>
      <AdminSearchForm label="Search subscribers" onSearch={setQuery} />
      <p className={styles.count} role="status">
        {subscriberCountLine(counts, subscribers, query)}
      </p>
      {/* Nothing matched: the count line says so; in place of an empty table, what to do. */}
      {subscribers.length === 0 ? (
        <div ref={regionRef} className={styles.message} tabIndex={-1}>
          <p>Try another part of an address, or clear the search to list everyone.</p>
        </div>
      ) : (
        <SubscriberTable
          ref={regionRef}
          subscribers={subscribers}
          pendingId={pending}
          onUnsubscribe={(subscriber) => setAsked({ action: 'unsubscribe', subscriber })}
          onResubscribe={(subscriber) => void resubscribe(subscriber)}
          onErase={(subscriber) => setAsked({ action: 'erase', subscriber })}
        />
      )}
      <SubscriberActionDialog
        asked={asked}
        pending={pending !== undefined}
        onCancel={() => setAsked(undefined)}
        onConfirm={(action, subscriber) => void confirm(action, subscriber)}
        focusAfterClose={focusAfterConfirmation}
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
