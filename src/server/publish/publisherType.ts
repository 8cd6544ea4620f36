import type { PublishState } from '../../lib/admin/publishState.ts';

/**
 * Publishing (docs/design.md decision 5): every species write asks for the public pages to be rebuilt.
 * Locally the server rebuilds in a child process and swaps the new site in (localPublisher.ts); on
 * Netlify a POST to the build hook starts a deploy (buildHookPublisher.ts). The admin area asks for
 * the state to show 'Publishing…', then that the public site is live again, or the failure.
 */
export type Publisher = {
  /** Asks for a rebuild; returns once the request is recorded (not when the site is live). */
  request(): Promise<void>;
  state(): Promise<PublishState>;
};
