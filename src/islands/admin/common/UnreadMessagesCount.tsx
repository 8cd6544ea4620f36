import countBadge from '../../../styles/shared/countBadge.module.css';
import { useMessageCounts } from './messageCountsStore.ts';

/**
 * The admin navigation's unread marker on Messages: nothing when all are read.
 * AdminGate loads the counts once it has confirmed the session; the inbox updates them.
 */
export default function UnreadMessagesCount() {
  const counts = useMessageCounts();
  if (!counts || counts.unread === 0) return null;
  return (
    <span className={countBadge.count}>
      {counts.unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
