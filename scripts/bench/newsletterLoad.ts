// The newsletter part of `npm run bench`: after an unmeasured warm-up of 500, 2,000 subscriptions
// with distinct addresses over 20 concurrent connections on loopback; bench.ts then counts the
// stored rows in the server's database and checks that every address answered 2xx was stored
// exactly once and that nothing answered 5xx.
//
// The server allows NEWSLETTER_RATE_LIMIT (60) subscriptions per client address in 10 minutes, and
// the bench must not turn that off. So each batch of 10 subscriptions, well within it, comes from a
// loopback address of its own (Linux routes all of 127.0.0.0/8 to lo): every request is counted by
// the real limiter, and none is refused.
import http from 'node:http';

export const newsletterBenchHeader = [
  'subscriptions',
  'connections',
  'subs/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  '2xx',
  '4xx',
  '5xx',
  'each 2xx stored once',
];

/** What one run did: every measured request's outcome, and how long the measured part took. */
export type NewsletterLoad = { connections: number; seconds: number; outcomes: Outcome[] };

const perClient = 10;
const warmUpSubscriptions = 500;

type Outcome = { email: string; status: number; ms: number };

/** Subscribes `total` distinct addresses against a running server at `origin`; nothing is checked yet. */
export async function loadNewsletter(origin: string, total = 2000, connections = 20): Promise<NewsletterLoad> {
  const url = new URL('/api/newsletter/subscribe', origin);
  if (!/^127\.\d+\.\d+\.\d+$/.test(url.hostname))
    throw new Error(`benchNewsletter needs an IPv4 loopback origin such as http://127.0.0.1:4700, not ${origin}.`);
  const run = `${Date.now().toString(36)}`;
  // A /16 of loopback of this run's own, so that a second run within ten minutes is not limited by the first.
  const network = 2 + Math.floor(Math.random() * 250);
  const sourceAddress = (batch: number) => `127.${network}.${Math.floor(batch / 250)}.${(batch % 250) + 1}`;

  const batchesOf = (prefix: string, count: number) =>
    Array.from({ length: Math.ceil(count / perClient) }, (_, batch) =>
      Array.from(
        { length: Math.min(perClient, count - batch * perClient) },
        (_, index) => `${prefix}-${run}-${batch * perClient + index}@bench.example`,
      ),
    );
  const runBatches = async (batches: string[][], firstAddress: number) => {
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < batches.length) {
          const batch = next++;
          outcomes.push(...(await subscribeFrom(url, sourceAddress(firstAddress + batch), batches[batch]!)));
        }
      }),
    );
    return outcomes;
  };

  // A warm-up, not measured: a fresh server runs its database engine's WebAssembly and the request
  // path unoptimized at first, and the figure should be the server's steady pace.
  const warmUpBatches = batchesOf('warm-up', warmUpSubscriptions);
  const warmUp = await runBatches(warmUpBatches, 0);
  const started = performance.now();
  const outcomes = await runBatches(batchesOf('bench', total), warmUpBatches.length);
  const seconds = (performance.now() - started) / 1000;

  return { connections, seconds, outcomes: [...warmUp.filter((outcome) => outcome.status >= 500), ...outcomes] };
}

/** The addresses that were told they are subscribed. */
export function acceptedAddresses(load: NewsletterLoad): string[] {
  return load.outcomes
    .filter((outcome) => outcome.status >= 200 && outcome.status < 300)
    .map((outcome) => outcome.email);
}

/**
 * The table row, after the checks: no 5xx at all (warm-up included), and every address that got a
 * 2xx stored exactly once (`storedCounts`: rows per address, read from the database afterwards).
 */
export function newsletterRow(load: NewsletterLoad, storedCounts: Map<string, number>): string[] {
  const { outcomes } = load;
  const count = (from: number, to: number) =>
    outcomes.filter((outcome) => outcome.status >= from && outcome.status < to).length;
  if (count(500, 600) > 0) throw new Error(`${count(500, 600)} subscriptions answered 5xx under load.`);
  const accepted = acceptedAddresses(load);
  const wrong = accepted.filter((email) => storedCounts.get(email) !== 1);
  if (wrong.length > 0)
    throw new Error(
      `${wrong.length} subscriptions answered 2xx but are not stored exactly once, e.g. ${wrong
        .slice(0, 3)
        .map((email) => `${email} (${storedCounts.get(email) ?? 0})`)
        .join(', ')}.`,
    );
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  return [
    String(outcomes.length),
    String(load.connections),
    (accepted.length / load.seconds).toFixed(0),
    percentile(50).toFixed(1),
    percentile(99).toFixed(1),
    latencies.at(-1)!.toFixed(1),
    String(accepted.length),
    String(count(400, 500)),
    String(count(500, 600)),
    'yes',
  ];
}

/** One keep-alive connection from `localAddress`, its subscriptions one after the other. */
async function subscribeFrom(url: URL, localAddress: string, emails: string[]): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
  try {
    const outcomes: Outcome[] = [];
    for (const email of emails) outcomes.push(await subscribe(url, agent, email));
    return outcomes;
  } finally {
    agent.destroy();
  }
}

function subscribe(url: URL, agent: http.Agent, email: string): Promise<Outcome> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ email, status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', (error) => reject(new Error(`Subscribing ${email} failed: ${error.message}`)));
    request.end(body);
  });
}
