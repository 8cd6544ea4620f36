import { serializeCatalogue } from '../catalogue/catalogueSnapshot.ts';
import { readCatalogue } from '../catalogue/readCatalogue.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { buildHookPublisher } from './buildHookPublisher.ts';
import type { PublishState } from '../../lib/publishState.ts';

export type { PublishState };

/**
 * Publishing (DESIGN.md decision 5): every species write asks for the public pages to be rebuilt.
 * Locally the server rebuilds in a child process and swaps the new site in (localPublisher.ts); on
 * Netlify a POST to the build hook starts a deploy (buildHookPublisher.ts). The admin area asks for
 * the state to show 'Publishing…', then that the public site is live again, or the failure.
 */
export type Publisher = {
  /** Asks for a rebuild; returns once the request is recorded (not when the site is live). */
  request(): Promise<void>;
  state(): Promise<PublishState>;
};

let current: Publisher | undefined;

/** The local server (and tests) install theirs; a deployed function uses BUILD_HOOK_URL. */
export function usePublisher(publisher: Publisher | undefined): void {
  current = publisher;
}

export function getPublisher(): Publisher {
  current ??= buildHookPublisher(process.env.BUILD_HOOK_URL, {
    siteUrl: process.env.SITE_URL ?? process.env.URL,
    expectedVersion: async () => serializeCatalogue(await readCatalogue(await getDatabase())).version,
  });
  return current;
}
