import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { startLocalMailWorker } from '../../../src/server/mail/localMailWorker.ts';
import {
  backgroundFunctionPath,
  deliverNewsletter,
  dispatchNewsletter,
  dispatchSignature,
  resumeMailQueue,
  useMailDispatcher,
} from '../../../src/server/mail/newsletterDispatch.ts';
import { useNewsletterApiContext } from './newsletterApiContext.ts';
import { addresses, onlySubscribers } from './newsletterFixtures.ts';
import { testDatabases } from '../testDatabases.ts';
import { callFunction, settleBackgroundWork } from '../callFunction.ts';
import { json } from '../visitorWriteContext.ts';

/**
 * Who sends an issue (requirements §10.5): on Netlify the background function, started by a signed
 * POST and by the scheduled resume of issues no worker holds; on one machine the server's own worker,
 * which at start-up takes over an issue its killed predecessor still held.
 */
describe.each(testDatabases)('starting and resuming a newsletter send on $name', (database) => {
  const { api, dispatched, sentIssue } = useNewsletterApiContext(database);
  /** The addresses of the welcome mails in the outbox. */
  const welcomedAddresses = () => {
    const outbox = path.join(api.dataDir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .filter((file) => /-welcome-\d+-[0-9a-f]{6}\.json$/.test(file))
      .map((file) => (JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string }).to);
  };
  const statusOf = async (id: number) => (await api.call('GET', `/api/admin/newsletters/${id}`)).body.status;
  /** As if a worker elsewhere held issue `id` for another minute, or had held it until a minute ago. */
  const leased = (id: number, minutes: number) =>
    sql`update newsletters set lease_owner = 'elsewhere', lease_until = now() + ${minutes} * interval '1 minute'
      where id = ${id}`.execute(api.db);
  const backgroundRequest = (id: unknown, signature?: string) =>
    new Request(`https://closedbiomes.example${backgroundFunctionPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-newsletter-dispatch': signature } : {}) },
      body: JSON.stringify({ newsletterId: id }),
    });

  it('the background function sends an issue a signed request names, and refuses any other (401)', async () => {
    await onlySubscribers(api.db, addresses('background', 2));
    const id = await sentIssue('From the background');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const refused of [
      backgroundRequest(id),
      backgroundRequest(id, 'forged'),
      backgroundRequest(id, dispatchSignature(id + 1)),
      backgroundRequest('1 or 1=1', dispatchSignature(1)),
    ])
      expect((await deliverNewsletter(refused)).status).toBe(401);
    expect(errors).toHaveBeenCalledTimes(4);
    expect(await statusOf(id)).toBe('sending');
    expect((await deliverNewsletter(backgroundRequest(id, dispatchSignature(id)))).status).toBe(202);
    expect(await statusOf(id)).toBe('sent');
  });

  it('on Netlify the send call POSTs the signed request to the background function of its own deploy', async () => {
    useMailDispatcher(undefined);
    const received: { url: string; signature: string | undefined; body: string }[] = [];
    const fakeNetlify = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const signature = request.headers['x-newsletter-dispatch'] as string | undefined;
        received.push({ url: request.url!, signature, body });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => fakeNetlify.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(fakeNetlify.address() as AddressInfo).port}`;
      await dispatchNewsletter(7, origin);
      expect(received).toEqual([
        { url: backgroundFunctionPath, signature: dispatchSignature(7), body: JSON.stringify({ newsletterId: 7 }) },
      ]);
    } finally {
      await new Promise((resolve) => fakeNetlify.close(resolve));
    }
  });

  it('a dispatch that fails is logged, and the send call still answers 202', async () => {
    await onlySubscribers(api.db, addresses('unreachable', 1));
    useMailDispatcher({
      dispatch: async () => {
        throw new Error('the background function answered 500');
      },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await sentIssue('Nobody starts it now');
    expect(errors).toHaveBeenCalledWith(
      `Newsletter ${id}: could not start its sending now (the background function answered 500); ` +
        'the next resume of stalled sends starts it.',
    );
    expect(await statusOf(id)).toBe('sending');
  });

  it('the scheduled resume asks again for every issue sending that no worker holds', async () => {
    await onlySubscribers(api.db, addresses('stalled', 1));
    const stalled = await sentIssue('Stalled');
    const expired = await sentIssue('Its worker stopped');
    const held = await sentIssue('Held');
    await leased(expired, -1);
    await leased(held, 1);
    dispatched.length = 0;
    expect((await resumeMailQueue()).status).toBe(204);
    expect(dispatched.filter((id) => [stalled, expired, held].includes(id))).toEqual([stalled, expired]);
  });

  it('the local worker takes over at start-up an issue still leased to the process before it', async () => {
    await onlySubscribers(api.db, addresses('local', 3));
    const id = await sentIssue('Left by a killed server');
    await leased(id, 1);
    // On a shared Postgres another server may hold it: the lease stands.
    const shared = startLocalMailWorker(api.db, { exclusive: false, log: () => {} });
    await shared.idle();
    await shared.stop();
    expect(await statusOf(id)).toBe('sending');
    // On the embedded database only this process can: the lease was its killed predecessor's.
    const exclusive = startLocalMailWorker(api.db, { exclusive: true, log: () => {} });
    await exclusive.idle();
    await exclusive.stop();
    expect(await statusOf(id)).toBe('sent');
  });

  it('the local worker sends an issue as soon as it is dispatched', async () => {
    await onlySubscribers(api.db, addresses('dispatched', 2));
    const worker = startLocalMailWorker(api.db, { exclusive: false, log: () => {} });
    useMailDispatcher(worker);
    try {
      const id = await sentIssue('Right away');
      await worker.idle();
      expect(await statusOf(id)).toBe('sent');
    } finally {
      await worker.stop();
    }
  });

  it('the local worker sends the welcomes a burst of subscriptions left to it, each once, in seconds', async () => {
    process.env.NEWSLETTER_REQUESTS_PER_SECOND = '1';
    const worker = startLocalMailWorker(api.db, { exclusive: false, log: () => {} });
    useMailDispatcher(worker);
    try {
      const burst = addresses('burst', 4);
      const started = Date.now();
      // Four at once at one request a second: the last one's turn is three seconds off, past its first try's wait.
      await Promise.all(
        burst.map((email, index) =>
          callFunction('/api/newsletter/subscribe', json({ email }), { ip: `10.8.0.${index + 1}` }),
        ),
      );
      await settleBackgroundWork();
      await vi.waitFor(() => expect(welcomedAddresses().filter((to) => burst.includes(to))).toHaveLength(4), {
        timeout: 10_000,
      });
      await worker.idle();
      expect(
        welcomedAddresses()
          .filter((to) => burst.includes(to))
          .sort(),
      ).toEqual(burst);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await worker.stop();
      process.env.NEWSLETTER_REQUESTS_PER_SECOND = '100';
    }
  });
});
