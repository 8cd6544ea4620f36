import { useState } from 'react';
import { failureMessage, sendJson } from '../../../lib/apiClient.ts';
import { publishedPostPayload } from '../../../lib/forms/postForm.ts';
import { type PostRecord, postPath } from '../../../lib/journal/journalPost.ts';
import { followPublishing } from '../common/publishStatusStore.ts';
import { reportedWrite } from '../common/reportedWrite.ts';
import button from '../../../styles/shared/button.module.css';

const labels = { publish: 'Publish', unpublish: 'Unpublish' } as const;

/**
 * A post's row action: Publish a draft, or Unpublish a published post back to a draft, in one PATCH
 * of the whole post. The server's reason is shown when it refuses (a category no longer offered).
 */
export function PublishToggle({ entry: post, onDone }: { entry: PostRecord; onDone: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const publish = !post.isPublished;
  const verb = publish ? 'publish' : 'unpublish';

  async function toggle() {
    if (pending) return;
    setPending(true);
    const done = await reportedWrite(
      () => sendJson('PATCH', `/api/posts/${post.id}`, publishedPostPayload(post, publish)),
      `Post ${verb}ed successfully!`,
      (error) => failureMessage(error, `Failed to ${verb} post. Please try again.`),
    );
    if (done) {
      followPublishing(publish ? postPath(post) : undefined);
      // Pending until the list shows the post's new state, so that the button never offers the same again.
      await onDone();
    }
    setPending(false);
  }

  return (
    // Not disabled while it runs, so that the focus stays on it for the next press (requirements §12.2).
    <button
      type="button"
      className={`${button.button} ${button.outline}`}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      onClick={() => void toggle()}
    >
      {pending ? `${labels[verb]}ing...` : labels[verb]}
      {!pending && <span className="visually-hidden"> {post.title}</span>}
    </button>
  );
}
