import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPublisher } from '../../src/server/localServer/localPublisher.ts';
import { buildHookPublisher, type PublishStateStore } from '../../src/server/publish/buildHookPublisher.ts';
import type { PublishState } from '../../src/lib/admin/publishState.ts';
import { readPublishSettings } from '../../src/server/publish/publisher.ts';

/** A rebuild the test finishes by hand. */
function controlledRebuild() {
  const builds: { finish(): void; fail(error: Error): void }[] = [];
  const rebuild = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        builds.push({ finish: resolve, fail: reject });
      }),
  );
  return { rebuild, builds };
}

/** The saved state of one site, as the database keeps it (publishStateRepository.ts) for every instance. */
function memoryStore(): PublishStateStore {
  let saved: PublishState | undefined;
  return {
    load: async () => saved,
    async save(next, replacing) {
      if (replacing !== undefined && JSON.stringify(saved) !== JSON.stringify(replacing)) return false;
      saved = next;
      return true;
    },
  };
}

/** The quiet period runs on a fake clock, moved on by hand: no test waits on the machine's speed. */
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('localPublisher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives one build for writes in quick succession, and is live when it has finished', async () => {
    const { rebuild, builds } = controlledRebuild();
    const publisher = localPublisher(rebuild, { quietMs: 20, log: () => {} });
    expect((await publisher.state()).state).toBe('live');
    for (let write = 0; write < 5; write++) await publisher.request();
    expect((await publisher.state()).state).toBe('publishing');
    await tick(60);
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect((await publisher.state()).state).toBe('publishing');
    builds[0]!.finish();
    await publisher.idle();
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(await publisher.state()).toEqual({ state: 'live', publishedAt: expect.any(String) });
  });

  it('writes during a build give exactly one more build after it, and only then is the site live', async () => {
    const { rebuild, builds } = controlledRebuild();
    const publisher = localPublisher(rebuild, { quietMs: 10, log: () => {} });
    await publisher.request();
    await tick(30);
    expect(rebuild).toHaveBeenCalledTimes(1);
    await publisher.request();
    await publisher.request();
    await tick(30);
    builds[0]!.finish();
    await tick(10);
    expect((await publisher.state()).state).toBe('publishing');
    expect(rebuild).toHaveBeenCalledTimes(2);
    builds[1]!.finish();
    await publisher.idle();
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect((await publisher.state()).state).toBe('live');
  });

  it('reports a failed build with its message, and a later request tries again', async () => {
    const { rebuild, builds } = controlledRebuild();
    const publisher = localPublisher(rebuild, { quietMs: 10, log: () => {} });
    await publisher.request();
    await tick(30);
    builds[0]!.fail(new Error('The site build failed (exit code 1); the previous site stays online.'));
    await publisher.idle();
    expect(await publisher.state()).toEqual({
      state: 'failed',
      failedAt: expect.any(String),
      message: 'The site build failed (exit code 1); the previous site stays online.',
    });
    await publisher.request();
    expect((await publisher.state()).state).toBe('publishing');
    await tick(30);
    builds[1]!.finish();
    await publisher.idle();
    expect((await publisher.state()).state).toBe('live');
  });
});

describe('buildHookPublisher', () => {
  it('POSTs to the build hook, reports publishing, then live once the deployed version is the database’s', async () => {
    let deployed = 'v1';
    const fetchImpl = vi.fn(async (url: string | URL) =>
      String(url) === 'https://closedbiomes.example/catalogue-version.json'
        ? Response.json({ version: deployed })
        : new Response('', { status: 200 }),
    );
    const publisher = buildHookPublisher('https://api.netlify.com/build_hooks/abc', {
      store: memoryStore(),
      siteUrl: 'https://closedbiomes.example',
      expectedVersion: async () => 'v2',
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await publisher.request();
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.netlify.com/build_hooks/abc',
      expect.objectContaining({ method: 'POST' }),
    );
    expect((await publisher.state()).state).toBe('publishing');
    deployed = 'v2';
    expect((await publisher.state()).state).toBe('live');
  });

  it('says to look at the deploy log when the deploy has not gone live in time', async () => {
    const fetchImpl = (async (url: string | URL) =>
      String(url).endsWith('.json') ? Response.json({ version: 'old' }) : new Response('')) as unknown as typeof fetch;
    const publisher = buildHookPublisher('https://hook.example/x', {
      store: memoryStore(),
      siteUrl: 'https://closedbiomes.example',
      expectedVersion: async () => 'new',
      fetchImpl,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await publisher.request();
      vi.setSystemTime(Date.now() + 15 * 60_000);
      expect((await publisher.state()).state).toBe('publishing');
      vi.setSystemTime(Date.now() + 1);
      expect(await publisher.state()).toMatchObject({
        state: 'failed',
        message: 'The rebuild has not gone live after 15 minutes: see the deploy log on Netlify.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a refused or unreachable hook as a failure that says the change is saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = buildHookPublisher('https://hook.example/x', {
      store: memoryStore(),
      expectedVersion: async () => 'v',
      fetchImpl: (async () => new Response('', { status: 404 })) as unknown as typeof fetch,
    });
    await refused.request();
    expect(await refused.state()).toMatchObject({
      state: 'failed',
      message: 'The change is saved, but Netlify refused the rebuild (build hook answered 404).',
    });
    const unreachable = buildHookPublisher('https://hook.example/x', {
      store: memoryStore(),
      expectedVersion: async () => 'v',
      fetchImpl: (async () => {
        throw new Error('getaddrinfo ENOTFOUND hook.example');
      }) as unknown as typeof fetch,
    });
    await unreachable.request();
    expect(await unreachable.state()).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('could not be reached: getaddrinfo ENOTFOUND'),
    });
  });

  it('tells the status of a publish another instance asked for (each Netlify call is its own Function)', async () => {
    const store = memoryStore();
    let deployed = 'v1';
    const fetchImpl = (async (url: string | URL) =>
      String(url).endsWith('.json')
        ? Response.json({ version: deployed })
        : new Response('')) as unknown as typeof fetch;
    const options = { store, siteUrl: 'https://closedbiomes.example', expectedVersion: async () => 'v2', fetchImpl };
    const writer = buildHookPublisher('https://hook.example/x', options);
    const reporter = buildHookPublisher('https://hook.example/x', options);
    expect((await reporter.state()).state).toBe('live');
    await writer.request();
    expect((await reporter.state()).state).toBe('publishing');
    deployed = 'v2';
    expect((await reporter.state()).state).toBe('live');
    expect((await writer.state()).state).toBe('live');
  });

  it('keeps a newer write’s request when a status call meanwhile sees the previous build go live', async () => {
    const store = memoryStore();
    const fetchImpl = (async (url: string | URL) =>
      String(url).endsWith('.json') ? Response.json({ version: 'v2' }) : new Response('')) as unknown as typeof fetch;
    const writer = buildHookPublisher('https://hook.example/x', {
      store,
      siteUrl: 'https://closedbiomes.example',
      expectedVersion: async () => 'v2',
      fetchImpl,
    });
    await writer.request();
    const reporter = buildHookPublisher('https://hook.example/x', {
      store,
      siteUrl: 'https://closedbiomes.example',
      fetchImpl,
      // While this status call compares versions, another write asks for the next build.
      expectedVersion: async () => {
        // A moment later, so that the newer request's stamp differs from the first one's.
        vi.setSystemTime(Date.now() + 1);
        await writer.request();
        return 'v2';
      },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await reporter.state()).state).toBe('publishing');
      expect((await store.load())?.state).toBe('publishing');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads BUILD_HOOK_URL, and the site address as every other setting does (blank SITE_URL means unset)', () => {
    expect(
      readPublishSettings({
        BUILD_HOOK_URL: ' https://api.netlify.com/build_hooks/abc ',
        SITE_URL: '',
        URL: 'https://closedbiomes.netlify.app',
      }),
    ).toEqual({
      buildHookUrl: 'https://api.netlify.com/build_hooks/abc',
      siteUrl: 'https://closedbiomes.netlify.app',
      rebuildOnPublish: true,
    });
    expect(readPublishSettings({ BUILD_HOOK_URL: '  ', PORT: '4500' })).toEqual({
      buildHookUrl: undefined,
      siteUrl: 'http://localhost:4500',
      rebuildOnPublish: true,
    });
    expect(() => readPublishSettings({ BUILD_HOOK_URL: 'build-hook' })).toThrow(
      'BUILD_HOOK_URL must be an http:// or https:// address, not "build-hook".',
    );
  });

  it('reads REBUILD_ON_PUBLISH: true unless set to false, and nothing else', () => {
    expect(readPublishSettings({ REBUILD_ON_PUBLISH: 'false' }).rebuildOnPublish).toBe(false);
    expect(readPublishSettings({ REBUILD_ON_PUBLISH: 'true' }).rebuildOnPublish).toBe(true);
    const refused = () => readPublishSettings({ REBUILD_ON_PUBLISH: 'no' });
    expect(refused).toThrow('REBUILD_ON_PUBLISH must be true or false.');
  });

  it('without BUILD_HOOK_URL says so instead of pretending to publish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const publisher = buildHookPublisher(undefined, { store: memoryStore(), expectedVersion: async () => 'v' });
    await publisher.request();
    expect(await publisher.state()).toMatchObject({
      state: 'failed',
      message: 'The change is saved, but the public site was not rebuilt: BUILD_HOOK_URL is not set.',
    });
  });
});
