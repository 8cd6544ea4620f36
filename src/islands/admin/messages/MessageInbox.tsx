import { useEffect, useRef, useState } from 'react';
import { type AdminContactMessageList } from '../../../lib/forms/contactMessages.ts';
import AdminGate from '../common/AdminGate.tsx';
import { AdminSearchForm, searchUrl } from '../common/AdminSearchForm.tsx';
import { AdminListState } from '../common/AdminListState.tsx';
import styles from '../common/admin.module.css';
import { MessageDialogs } from './MessageDialogs.tsx';
import { MessageItem } from './MessageItem.tsx';
import { setMessageCounts } from '../common/messageCountsStore.ts';
import { useAdminData } from '../common/useAdminData.ts';
import { useMessageActions } from './useMessageActions.ts';

function countLine({ total, unread }: AdminContactMessageList['counts']): string {
  return `${total === 1 ? '1 message' : `${total} messages`}, ${unread} unread`;
}

/**
 * The contact inbox: newest first as the API lists them, unread ones bold with
 * a marker. Opening one shows the whole message and marks it read; from there it can be answered,
 * marked unread again or deleted after a confirmation.
 */
function Inbox() {
  const [query, setQuery] = useState('');
  const { data, reload } = useAdminData<AdminContactMessageList>(searchUrl('/api/admin/messages', query));
  const { dialog, setDialog, pending, lastOpened, open, markUnread, remove } = useMessageActions(reload);
  const listRef = useRef<HTMLDivElement>(null);

  const counts = data.status === 'ready' ? data.data.counts : undefined;
  useEffect(() => {
    if (counts) setMessageCounts(counts);
  }, [counts]);

  if (data.status !== 'ready') return <AdminListState data={data} reload={reload} noun="messages" />;
  const { messages } = data.data;
  if (data.data.counts.total === 0) {
    return <p className={styles.message}>No messages yet. What visitors send through the contact form appears here.</p>;
  }
  const shown = dialog ? messages.find((message) => message.id === dialog.id) : undefined;

  const focusOpener = () =>
    listRef.current?.querySelector<HTMLElement>(`[data-message-id="${lastOpened.current}"] button`) ?? listRef.current;

  return (
    <div className={styles.stack}>
      <AdminSearchForm label="Search messages" onSearch={setQuery} />
      <p className={styles.count} role="status">
        {countLine(data.data.counts)}
        {query !== '' && `; ${messages.length} ${messages.length === 1 ? 'matches' : 'match'} “${query}”`}
      </p>
      <div ref={listRef} tabIndex={-1} className={styles.messageListBox}>
        {messages.length === 0 ? (
          <p className={styles.message}>No messages match “{query}”.</p>
        ) : (
          <ul className={styles.messageList} role="list" aria-label="Messages">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} onOpen={() => open(message)} />
            ))}
          </ul>
        )}
      </div>

      <MessageDialogs
        dialog={dialog}
        message={shown}
        pending={pending}
        onClose={() => setDialog(null)}
        onAskDelete={(message) => setDialog({ kind: 'delete', id: message.id })}
        onMarkUnread={markUnread}
        onDelete={remove}
        focusAfterClose={focusOpener}
      />
    </div>
  );
}

/** Nothing is fetched until the session is confirmed; without one the gate goes to the sign-in page. */
export default function MessageInbox() {
  return (
    <AdminGate>
      <Inbox />
    </AdminGate>
  );
}
