import { atom } from 'nanostores';
import { getJson } from '../../../lib/apiClient.ts';
import type { PublishState } from '../../../lib/admin/publishState.ts';

/** What the admin pages show about publishing: nothing (null), a state, or that it could not be read. */
export type PublishStatus = PublishState | { state: 'unknown' } | null;

export const $publishStatus = atom<PublishStatus>(null);

/** The public page the latest write changed, linked from the status line once it is live ("View on site"). */
export const $changedPage = atom<string | undefined>(undefined);

/** How often the state is asked for while the site is being rebuilt. */
export const publishPollMs = 1500;

let timer: ReturnType<typeof setTimeout> | undefined;
// Each follow or check starts a new round; an answer from an older round is stale and dropped.
let round = 0;

async function readState(): Promise<PublishState | undefined> {
  try {
    return await getJson<PublishState>('/api/admin/publish');
  } catch {
    return undefined;
  }
}

async function poll(ownRound: number, showLive: boolean): Promise<void> {
  timer = undefined;
  const state = await readState();
  if (ownRound !== round) return;
  if (state === undefined) {
    $publishStatus.set({ state: 'unknown' });
    return;
  }
  if (state.state !== 'live' || showLive) $publishStatus.set(state);
  if (state.state === 'publishing') timer = setTimeout(() => void poll(ownRound, true), publishPollMs);
}

function startRound(): number {
  clearTimeout(timer);
  timer = undefined;
  return ++round;
}

/**
 * After a species write: the server has asked for a rebuild before it answered, so the site is
 * publishing; follow it until it is live or has failed (docs/design.md decision 5). `changedPage` is the
 * public page the write changed, when it has one (not a deleted or hidden species).
 */
export function followPublishing(changedPage?: string): void {
  const ownRound = startRound();
  $changedPage.set(changedPage);
  $publishStatus.set({ state: 'publishing', requestedAt: new Date().toISOString() });
  timer = setTimeout(() => void poll(ownRound, true), publishPollMs);
}

/** On page load: show a rebuild still running or one that failed; a live site needs no word. */
export function checkPublishing(): Promise<void> {
  return poll(startRound(), false);
}
