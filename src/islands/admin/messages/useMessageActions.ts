import { useRef, useState } from 'react';
import { sendJson } from '../../../lib/apiClient.ts';
import type { AdminContactMessage } from '../../../lib/forms/contactMessages.ts';
import { reportedWrite } from '../common/reportedWrite.ts';

type OpenDialog = { kind: 'message' | 'delete'; id: number } | null;

/**
 * What the inbox does to its messages: open one (marking it read), mark it unread, delete it; and
 * which dialog is open for which message meanwhile.
 */
export function useMessageActions(reload: () => Promise<void>) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pending, setPending] = useState(false);
  // The message last opened: focus returns to its button when its dialog closes (the state is cleared by then).
  const lastOpened = useRef<number>(undefined);

  async function write(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    // Marking read on opening runs in the background: the dialog's buttons stay usable meanwhile.
    if (success) setPending(true);
    const done = await reportedWrite(run, success, failure);
    if (success) setPending(false);
    if (done) await reload();
    return done;
  }

  function open(message: AdminContactMessage) {
    lastOpened.current = message.id;
    setDialog({ kind: 'message', id: message.id });
    if (message.isRead) return;
    void write(
      () => sendJson('PATCH', `/api/admin/messages/${message.id}`, { isRead: true }),
      '',
      'Failed to mark the message as read. Please try again.',
    );
  }

  async function markUnread(message: AdminContactMessage) {
    const done = await write(
      () => sendJson('PATCH', `/api/admin/messages/${message.id}`, { isRead: false }),
      'Message marked as unread.',
      'Failed to mark the message as unread. Please try again.',
    );
    if (done) setDialog(null);
  }

  async function remove(message: AdminContactMessage) {
    const done = await write(
      () => sendJson('DELETE', `/api/admin/messages/${message.id}`),
      'Message deleted.',
      'Failed to delete the message. Please try again.',
    );
    if (done) setDialog(null);
  }

  return { dialog, setDialog, pending, lastOpened, open, markUnread, remove };
}
