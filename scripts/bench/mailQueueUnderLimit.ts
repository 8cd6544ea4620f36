// The mail queue part of `npm run bench`: a local server whose database holds `count` active
// subscribers, with RESEND_API_KEY set and RESEND_BASE_URL on a recording fake Resend (started by
// bench.ts in its own process) that enforces Resend's rate limit, 2 requests a second, with 429 and
// Retry-After. One issue is sent through the admin API; while it goes, newcomers subscribe, one every
// `newcomerIntervalMs` from a loopback address each (so the real subscription limiter counts every
// one and refuses none), and each one's subscription time is noted. Then, from the fake: the issue's
// mails per second, the refusals the pace should have spared it (429s), whether every subscriber got
// the issue once, and how long each newcomer's welcome took from its subscription to the fake.
//
// The welcome and the issue share the limit: each welcome is a request of its own, taken before the
// issue's next batch. Newcomers faster than the limit (one every 250 ms is 4 requests a second against
// 2) would queue behind each other whatever the order, so the default spacing spreads them over the
// send as it stretches with them (newcomerIntervalMs), below the limit.
import http from 'node:http';
import { groupThousands } from '../../src/lib/formatNumber.ts';
import type { FakeResend, RecordedEmail } from '../../tests/integration/mail/fakeResend.ts';
import { signInWithPassword } from './adminSignIn.ts';
import { percentile } from './newsletterSend.ts';

export const mailQueueHeader = [
  'subscribers',
  'requests/s allowed',
  'send seconds',
  'mails/s',
  '429s from the fake',
  'each subscriber exactly one issue mail',
  'newcomers, one every',
  'welcomes during the send',
  'welcome p50 ms',
  'p95 ms',
  'max ms',
  'each newcomer exactly one welcome',
];

/** The goal: a newcomer's welcome reaches Resend within this, at the 95th percentile, during a send. */
export const welcomeGoalMs = 5000;

/** The bench's clock, in epoch milliseconds with sub-millisecond steps: the fake's clock too. */
export const benchNow = (): number => performance.timeOrigin + performance.now();

/**
 * One newcomer every this many ms: `newcomers` spread over what the send takes when it shares
 * `requestsPerSecond` with their welcomes (its batches and the welcomes, one request each), so that
 * newcomers keep subscribing until the send, so stretched, would end, while their welcomes take only
 * part of the limit (two thirds at 2,000 subscribers, batches of 100 and 40 newcomers: one every 750 ms).
 */
export function newcomerIntervalMs(
  subscribers: number,
  batchSize: number,
  newcomers: number,
  requestsPerSecond: number,
): number {
  const requests = Math.ceil(subscribers / batchSize) + newcomers;
  return Math.round((requests / requestsPerSecond / newcomers) * 1000);
}

export type MailQueueRun = {
  requestsPerSecond: number;
  newcomerIntervalMs: number;
  /** From the issue's own dates: sendRequestedAt to sentAt. */
  sendSeconds: number;
  /** Bench clock: the send's request, and the last delivered batch of the issue at the fake. */
  sendWindow: { from: number; to: number };
  /** Calls the fake answered 429 (its `answered.rateLimited`). */
  rateLimited: number;
  /** Single calls the fake recorded without delivering (429s, or a key it had delivered before), by address. */
  refusedWelcomes: Map<string, number>;
  /** Batch calls the fake recorded without delivering. */
  refusedBatches: number;
  /** Each newcomer and when its subscription request left (bench clock). */
  newcomers: { email: string; subscribedAt: number }[];
  /** When the single mails the fake delivered arrived at it, by address. */
  welcomeArrivals: Map<string, number[]>;
  /** The fake's `deliveriesByAddress()` at the end: single mails and batches' mails together. */
  deliveries: Map<string, number>;
};

/** Each welcomed newcomer's latency, its subscription to its (first) welcome at the fake, in ms. */
export function welcomeLatenciesMs(run: MailQueueRun): number[] {
  return run.newcomers.flatMap(({ email, subscribedAt }) => {
    const arrivals = run.welcomeArrivals.get(email);
    return arrivals && arrivals.length > 0 ? [Math.min(...arrivals) - subscribedAt] : [];
  });
}

/** Whether each subscriber got exactly one mail, the issue, and the newcomers no mail but their welcomes. */
export function eachSubscriberOneIssueMail(subscribers: readonly string[], run: MailQueueRun): boolean {
  const issueMails = (email: string) =>
    (run.deliveries.get(email) ?? 0) - (run.welcomeArrivals.get(email)?.length ?? 0);
  const expected = new Set(subscribers);
  return (
    subscribers.every((email) => run.deliveries.get(email) === 1 && issueMails(email) === 1) &&
    [...run.deliveries.keys()].every((email) => expected.has(email) || issueMails(email) === 0)
  );
}

/** Newcomers whose welcome did not reach the fake exactly once. */
export function newcomersNotWelcomedOnce(run: MailQueueRun): string[] {
  return run.newcomers
    .filter(({ email }) => run.welcomeArrivals.get(email)?.length !== 1)
    .map(({ email }) => `${email} (${run.welcomeArrivals.get(email)?.length ?? 0})`);
}

/** The table row of one run. */
export function mailQueueRow(subscribers: readonly string[], run: MailQueueRun): string[] {
  const latencies = welcomeLatenciesMs(run);
  const during = run.newcomers.filter(({ email }) =>
    (run.welcomeArrivals.get(email) ?? []).some((at) => at >= run.sendWindow.from && at <= run.sendWindow.to),
  ).length;
  const notOnce = newcomersNotWelcomedOnce(run);
  const figure = (ms: number | undefined) => (ms === undefined ? '–' : ms.toFixed(0));
  return [
    groupThousands(subscribers.length),
    String(run.requestsPerSecond),
    run.sendSeconds.toFixed(1),
    (subscribers.length / run.sendSeconds).toFixed(0),
    String(run.rateLimited),
    eachSubscriberOneIssueMail(subscribers, run) ? 'yes' : 'no',
    `${run.newcomers.length}, ${run.newcomerIntervalMs} ms`,
    String(during),
    figure(latencies.length > 0 ? percentile(latencies, 50) : undefined),
    figure(latencies.length > 0 ? percentile(latencies, 95) : undefined),
    figure(latencies.length > 0 ? Math.max(...latencies) : undefined),
    notOnce.length === 0 ? 'yes' : `no: ${notOnce.length}, e.g. ${notOnce.slice(0, 3).join(', ')}`,
  ];
}

/**
 * One line on the goals: the welcomes' p95 within welcomeGoalMs (every newcomer welcomed), every mail
 * once, and no 429 (the pace kept under the limit); a miss says what it came from.
 */
export function mailQueueVerdict(subscribers: readonly string[], run: MailQueueRun): string {
  const latencies = welcomeLatenciesMs(run);
  const p95 = latencies.length > 0 ? percentile(latencies, 95) : Infinity;
  const late = run.newcomers.filter(({ email, subscribedAt }) => {
    const arrivals = run.welcomeArrivals.get(email) ?? [];
    return arrivals.length === 0 || Math.min(...arrivals) - subscribedAt > welcomeGoalMs;
  });
  const lateAfter429 = late.filter(({ email }) => (run.refusedWelcomes.get(email) ?? 0) > 0).length;
  const latencyHeld = p95 <= welcomeGoalMs && latencies.length === run.newcomers.length;
  const once = eachSubscriberOneIssueMail(subscribers, run) && newcomersNotWelcomedOnce(run).length === 0;
  const refusedWelcomeCalls = [...run.refusedWelcomes.values()].reduce((sum, count) => sum + count, 0);
  const lateness = `${late.length} of ${run.newcomers.length} later than ${welcomeGoalMs / 1000} s`;
  const lateWhy = late.length > 0 ? `, ${lateAfter429} of them refused with 429 first` : '';
  const refusals = `${run.rateLimited}: ${refusedWelcomeCalls} welcome calls, ${run.refusedBatches} batch calls`;
  const goal = `welcome within ${groupThousands(welcomeGoalMs)} ms (p95)`;
  return [
    `${goal}: ${latencyHeld ? 'held' : 'missed'} (${lateness}${lateWhy})`,
    `each mail once: ${once ? 'held' : 'missed'}`,
    `no 429: ${run.rateLimited === 0 ? 'held' : `missed (${refusals})`}`,
  ].join('; ');
}

type Issue = { id: number; status: string; sendRequestedAt: string | null; sentAt: string | null };

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - benchNow())));

/**
 * Sends one issue through the admin API of the server at `origin` (which sends to `resend`),
 * subscribes `newcomers` new addresses one every `intervalMs` meanwhile, and waits until the issue is
 * sent and every newcomer's welcome reached the fake (at most `welcomeWaitMs` after the last
 * subscription).
 */
export async function measureMailQueueUnderLimit(
  origin: string,
  adminPassword: string,
  resend: FakeResend,
  {
    newcomers: newcomerCount,
    intervalMs,
    requestsPerSecond,
    welcomeWaitMs = 60_000,
  }: { newcomers: number; intervalMs: number; requestsPerSecond: number; welcomeWaitMs?: number },
): Promise<MailQueueRun> {
  const subscribeUrl = new URL('/api/newsletter/subscribe', origin);
  if (!/^127\.\d+\.\d+\.\d+$/.test(subscribeUrl.hostname))
    throw new Error(`The mail queue bench needs an IPv4 loopback origin such as http://127.0.0.1:4780, not ${origin}.`);
  const cookie = await signInWithPassword(origin, adminPassword);
  const headers = { cookie, origin, 'content-type': 'application/json' };
  const created = await fetch(new URL('/api/admin/newsletters', origin), {
    method: 'POST',
    headers,
    body: JSON.stringify({ subject: 'Bench issue under the limit', body: 'One mail for **each** subscriber.' }),
  });
  if (created.status !== 201) throw new Error(`Creating the issue failed with ${created.status}.`);
  const { id } = (await created.json()) as Issue;

  const from = benchNow();
  const sent = await fetch(new URL(`/api/admin/newsletters/${id}/send`, origin), { method: 'POST', headers });
  if (sent.status !== 202) throw new Error(`Sending the issue failed with ${sent.status}: ${await sent.text()}`);

  // The issue's end, read as the admin's screen does, alongside the newcomers.
  const issueDone = (async () => {
    for (;;) {
      const issue = (await (
        await fetch(new URL(`/api/admin/newsletters/${id}`, origin), { headers: { cookie } })
      ).json()) as Issue;
      if (issue.status !== 'sending') {
        if (issue.status !== 'sent') throw new Error(`The issue ended ${issue.status}.`);
        return (Date.parse(issue.sentAt!) - Date.parse(issue.sendRequestedAt!)) / 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  // Awaited below, after the newcomers; an early failure must not be an unhandled rejection meanwhile.
  issueDone.catch(() => undefined);

  // A /16 of loopback of this run's own; one address for each newcomer.
  const network = 2 + Math.floor(Math.random() * 250);
  const run = Date.now().toString(36);
  const newcomers: MailQueueRun['newcomers'] = [];
  for (let index = 0; index < newcomerCount; index++) {
    await sleepUntil(from + (index + 1) * intervalMs);
    const email = `newcomer-${run}-${index + 1}@bench.example`;
    const subscribedAt = benchNow();
    const status = await subscribe(
      subscribeUrl,
      `127.${network}.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      email,
    );
    if (status < 200 || status >= 300) throw new Error(`Subscribing ${email} was answered ${status}.`);
    newcomers.push({ email, subscribedAt });
  }

  const sendSeconds = await issueDone;
  const welcomeArrivals = () => {
    const byAddress = new Map<string, number[]>();
    for (const email of resend.received)
      if (email.delivered)
        for (const to of [email.body.to].flat()) byAddress.set(to, [...(byAddress.get(to) ?? []), email.at]);
    return byAddress;
  };
  const deadline = benchNow() + welcomeWaitMs;
  while (benchNow() < deadline && !newcomers.every(({ email }) => welcomeArrivals().has(email)))
    await new Promise((resolve) => setTimeout(resolve, 50));
  // A moment more, for a second welcome to one of them to show.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const deliveredBatches = resend.batches.filter((batch) => batch.delivered);
  return {
    requestsPerSecond,
    newcomerIntervalMs: intervalMs,
    sendSeconds,
    sendWindow: { from, to: Math.max(...deliveredBatches.map((batch) => batch.at)) },
    rateLimited: resend.answered.rateLimited,
    refusedWelcomes: countByAddress(resend.received.filter((email) => !email.delivered)),
    refusedBatches: resend.batches.length - deliveredBatches.length,
    newcomers,
    welcomeArrivals: welcomeArrivals(),
    deliveries: resend.deliveriesByAddress(),
  };
}

function countByAddress(emails: readonly RecordedEmail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const email of emails) for (const to of [email.body.to].flat()) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** One subscription from its own loopback address, as a visitor's form sends it; its status. */
function subscribe(url: URL, localAddress: string, email: string): Promise<number> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) => reject(new Error(`Subscribing ${email} failed: ${error.message}`)));
    request.end(body);
  });
}
