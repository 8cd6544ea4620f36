import type { PublishState } from '../../lib/admin/publishState.ts';
import type { Publisher } from './publisherType.ts';

/** Where the publish state lives between calls (publishStateRepository.ts on Netlify). */
export type PublishStateStore = {
  load(): Promise<PublishState | undefined>;
  /** Saves `next`; with `replacing`, only while the saved state is still that one. */
  save(next: PublishState, replacing?: PublishState): Promise<unknown>;
};

export type BuildHookOptions = {
  /**
   * Shared by every Function instance: the write that asks for a build and the status call that
   * reports on it run in different ones.
   */
  store: PublishStateStore;
  /** The site's public origin, whose /catalogue-version.json tells which catalogue is live. */
  siteUrl?: string;
  /** The version of the catalogue in the database now (catalogueSnapshot.ts). */
  expectedVersion: () => Promise<string>;
  fetchImpl?: typeof fetch;
  /** How long a deploy may take before the admin is told to look at Netlify's deploy log. */
  deployTimeoutMs?: number;
};

/**
 * Netlify: a POST to the site's build hook starts a deploy; Netlify runs one build at a time, so
 * writes made while a build is queued are picked up by that build. The site is live again when the
 * deployed /catalogue-version.json carries the database's catalogue version. Without BUILD_HOOK_URL
 * every request fails with a clear message, so a write never silently stays unpublished.
 */
export function buildHookPublisher(hookUrl: string | undefined, options: BuildHookOptions): Publisher {
  const fetchImpl = options.fetchImpl ?? fetch;
  const deployTimeoutMs = options.deployTimeoutMs ?? 15 * 60_000;
  const { store } = options;

  async function liveVersion(): Promise<string | undefined> {
    if (!options.siteUrl) return undefined;
    try {
      const response = await fetchImpl(new URL('/catalogue-version.json', options.siteUrl), {
        cache: 'no-store',
        signal: AbortSignal.timeout(5000),
      });
      return response.ok ? ((await response.json()) as { version?: string }).version : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async request() {
      const now = new Date().toISOString();
      const failed = (why: string): PublishState => ({
        state: 'failed',
        failedAt: now,
        message: `The change is saved, but ${why}.`,
      });
      let last: PublishState;
      if (!hookUrl) {
        last = failed('the public site was not rebuilt: BUILD_HOOK_URL is not set');
      } else {
        try {
          const response = await fetchImpl(hookUrl, { method: 'POST', signal: AbortSignal.timeout(10_000) });
          last = response.ok
            ? { state: 'publishing', requestedAt: now }
            : failed(`Netlify refused the rebuild (build hook answered ${response.status})`);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          last = failed(`the build hook could not be reached: ${reason}`);
        }
      }
      await store.save(last);
      if (last.state === 'failed') console.error(`Publish request failed: ${last.message}`);
    },
    async state() {
      const saved = (await store.load()) ?? { state: 'live' };
      if (saved.state !== 'publishing') return saved;
      const [live, expected] = await Promise.all([liveVersion(), options.expectedVersion()]);
      let next: PublishState | undefined;
      if (live !== undefined && live === expected) {
        next = { state: 'live', publishedAt: new Date().toISOString() };
      } else if (Date.now() - Date.parse(saved.requestedAt) > deployTimeoutMs) {
        next = {
          state: 'failed',
          failedAt: new Date().toISOString(),
          message: 'The rebuild has not gone live after 15 minutes: see the deploy log on Netlify.',
        };
      }
      if (next === undefined) return saved;
      // A write may have asked for a newer build meanwhile: then its 'publishing' stays.
      return (await store.save(next, saved)) === false ? ((await store.load()) ?? next) : next;
    },
  };
}
