import type { Publisher, PublishState } from '../publish/publisher.ts';

/**
 * `npm start`: rebuilds the public pages after catalogue writes. Writes in quick succession give
 * one build: a request waits `quietMs` for more, and requests that arrive while a build runs give
 * exactly one more build after it (which reads the catalogue as it is then). `rebuild` writes the
 * snapshot and builds into a fresh folder swapped in atomically (buildSite.ts), so a visitor never
 * sees a half-built site and a failed build leaves the previous one online.
 */
export function localPublisher(
  rebuild: () => Promise<void>,
  options: { quietMs?: number; log?: (line: string) => void; done?: string } = {},
): Publisher & { idle(): Promise<void> } {
  const quietMs = options.quietMs ?? 300;
  const log = options.log ?? console.log;
  const done = options.done ?? 'Published the catalogue';
  let state: PublishState = { state: 'live' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let settled: Promise<void> = Promise.resolve();
  let settle: (() => void) | undefined;

  async function run(): Promise<void> {
    do {
      again = false;
      const started = performance.now();
      try {
        await rebuild();
        if (!again && timer === undefined) state = { state: 'live', publishedAt: new Date().toISOString() };
        log(`${done} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        state = { state: 'failed', failedAt: new Date().toISOString(), message };
        log(`Publishing failed: ${message}`);
      }
    } while (again);
    running = undefined;
    if (timer === undefined) {
      settle?.();
      settle = undefined;
    }
  }

  return {
    async request() {
      if (state.state !== 'publishing') state = { state: 'publishing', requestedAt: new Date().toISOString() };
      if (!settle) settled = new Promise<void>((resolve) => (settle = resolve));
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (running) again = true;
        else running = run();
      }, quietMs);
    },
    async state() {
      return state;
    },
    /** Resolves once every requested build has finished (tests, shutdown). */
    idle() {
      return settle ? settled : Promise.resolve();
    },
  };
}
