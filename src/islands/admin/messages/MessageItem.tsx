import type { AdminContactMessage } from '../../../lib/forms/contactMessages.ts';
import { messagePreview } from '../../../lib/forms/contactMessages.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
import { useAdminDateTime } from '../common/AdminGate.tsx';
import styles from '../common/admin.module.css';

/** One message of the inbox: its subject opens it; unread ones carry a marker and are bold. */
export function MessageItem({ message, onOpen }: { message: AdminContactMessage; onOpen: () => void }) {
  const sentAt = useAdminDateTime();
  return (
    <li className={styles.messageItem} data-unread={message.isRead ? undefined : ''} data-message-id={message.id}>
      <h2 className={styles.messageSubject}>
        <button type="button" className={styles.messageOpen} onClick={onOpen}>
          {message.subject}
        </button>
      </h2>
      <p className={styles.messageMeta}>
        {!message.isRead && <AdminBadge variant="default">Unread</AdminBadge>}
        <span>{message.name}</span>
        <span className={styles.email}>{message.email}</span>
        <time dateTime={message.createdAt}>{sentAt(message.createdAt)}</time>
      </p>
      <p className={styles.messagePreview}>{messagePreview(message.message)}</p>
    </li>
  );
}
