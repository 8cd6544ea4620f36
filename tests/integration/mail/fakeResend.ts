import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as the resend SDK sent it. */
export type RecordedEmail = {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: {
    from: string;
    to: string | string[];
    subject: string;
    html: string;
    text: string;
    reply_to?: string | string[];
    headers?: Record<string, string>;
  };
  /** False when Resend would not have delivered it now: refused, or its key's mail went before. */
  delivered: boolean;
  /** When the fake's clock saw it arrive. */
  at: number;
};

/** How the fake answers a call: like Resend, with a 500, or not at all (a hung provider). */
export type FakeResendMode = 'accept' | 'fail' | 'hang';

/** One call of the batch API: its key, its mails, and which of them Resend would have delivered now. */
export type RecordedBatch = {
  idempotencyKey: string | undefined;
  emails: RecordedEmail['body'][];
  /** False when the call delivered nothing: refused, or the key's batch was delivered before. */
  delivered: boolean;
  /** The indexes of the mails it delivered (permissive mode delivers all but the refused addresses). */
  deliveredIndexes: number[];
  /** When the fake's clock saw it. */
  at: number;
};

/**
 * How the fake answers one call: as `mode` says, with a 429 that asks to wait a second, with a 422
 * that no retry can change (Resend's refusal of a sender), or by taking the mail and never answering
 * (`lost-answer`: the connection drops after Resend has the mail, so the sender cannot know it went).
 */
export type FakeBatchAnswer = FakeResendMode | 'rate-limit' | 'refuse' | 'lost-answer';

/** A clock the fake reads: the system's, or the one the code under test runs on. */
export type FakeClock = { now(): number };

/** Resend forgets an idempotency key a day after its first use. */
const keyLifetimeMs = 24 * 3_600_000;

/**
 * A recording stand-in for the Resend API on a loopback port, for RESEND_BASE_URL (the SDK reads it
 * when a client is made). It records every request, and fails the ways the real one does when told:
 * - `nextBatchAnswers` / `nextAnswers`: the next calls answered one way each;
 * - `failFor(ms, answer)`: an outage, every call answered 429 (with Retry-After), 500, or not at all,
 *   until the fake's clock has moved on `ms`;
 * - `refusedAddresses`: addresses Resend will never take (422 for a single mail; in a permissive batch,
 *   that mail alone in `errors`);
 * - `requestsPerSecond`: Resend's own rate limit, 429 with Retry-After beyond it.
 * Like Resend, it delivers a key's mail once in a day: a call under a key it has delivered is answered
 * as before and delivers nothing, and a key used again for another payload is answered 409.
 */
export class FakeResend {
  readonly received: RecordedEmail[] = [];
  readonly batches: RecordedBatch[] = [];
  mode: FakeResendMode = 'accept';
  /** How the next batch calls are answered, one entry each, before `mode` takes over again. */
  readonly nextBatchAnswers: FakeBatchAnswer[] = [];
  /** How the next single-mail calls are answered, one entry each. */
  readonly nextAnswers: FakeBatchAnswer[] = [];
  readonly refusedAddresses = new Set<string>();
  requestsPerSecond: number | undefined;
  clock: FakeClock = { now: () => Date.now() };
  /** Told of every batch call as it arrives, before it is answered. */
  onBatch: ((batch: RecordedBatch) => void) | undefined;
  /** How many calls each kind of answer got: the outage's and the rate limit's refusals too. */
  readonly answered = { accepted: 0, rateLimited: 0, failed: 0, hung: 0, refused: 0, duplicate: 0 };
  #outage: { until: number; answer: FakeBatchAnswer } | undefined;
  readonly #keys = new Map<string, { payload: string; answer: string; at: number }>();
  readonly #recentCalls: number[] = [];
  readonly #server = http.createServer((request, response) => this.#answer(request, response));
  readonly #hung = new Set<http.ServerResponse>();

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.releaseHung();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** Forgets everything: calls, keys, scripts. */
  reset(): void {
    this.received.length = 0;
    this.batches.length = 0;
    this.nextBatchAnswers.length = 0;
    this.nextAnswers.length = 0;
    this.refusedAddresses.clear();
    this.requestsPerSecond = undefined;
    this.onBatch = undefined;
    this.clock = { now: () => Date.now() };
    this.mode = 'accept';
    this.#outage = undefined;
    this.#keys.clear();
    this.#recentCalls.length = 0;
    for (const key of Object.keys(this.answered)) this.answered[key as keyof typeof this.answered] = 0;
  }

  /** Every call answered `answer` until the fake's clock has moved on `ms` from now. */
  failFor(ms: number, answer: Exclude<FakeBatchAnswer, 'accept'>): void {
    this.#outage = { until: this.clock.now() + ms, answer };
  }

  /** Drops the connections of calls the fake never answered. */
  releaseHung(): void {
    for (const response of this.#hung) response.destroy();
    this.#hung.clear();
  }

  /** The mails of batches Resend delivered (each key's once), oldest first. */
  deliveredBatchEmails(): RecordedEmail['body'][] {
    return this.batches.flatMap((batch) => batch.deliveredIndexes.map((index) => batch.emails[index]!));
  }

  /** Every mail Resend delivered, single or in a batch, oldest first. */
  deliveredEmails(): RecordedEmail['body'][] {
    return [
      ...this.received.filter((email) => email.delivered).map((email) => email.body),
      ...this.deliveredBatchEmails(),
    ];
  }

  /** How many mails Resend delivered to each address. */
  deliveriesByAddress(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of this.deliveredEmails())
      for (const to of [mail.to].flat()) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  }

  /** Single mails accepted or attempted, oldest first, addressed to `to`. */
  to(to: string): RecordedEmail[] {
    return this.received.filter((email) => [email.body.to].flat().includes(to));
  }

  #answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (request.method === 'POST' && request.url === '/emails/batch')
        return this.#answerBatch(request, text, response);
      if (request.method === 'POST' && request.url === '/emails') return this.#answerSingle(request, text, response);
      this.#send(response, 404, { statusCode: 404, name: 'not_found', message: 'Not found' });
    });
  }

  /** How this call is answered before any mail in it is looked at: scripted, an outage, or the rate limit. */
  #scripted(script: FakeBatchAnswer[]): FakeBatchAnswer {
    const now = this.clock.now();
    const next = script.shift();
    if (next !== undefined) return next;
    if (this.#outage && now < this.#outage.until) return this.#outage.answer;
    if (this.requestsPerSecond !== undefined) {
      while (this.#recentCalls.length > 0 && this.#recentCalls[0]! <= now - 1000) this.#recentCalls.shift();
      if (this.#recentCalls.length >= this.requestsPerSecond) return 'rate-limit';
      this.#recentCalls.push(now);
    }
    return this.mode;
  }

  /** Answers a call refused as a whole (or hangs it); true when it did. */
  #refuseWhole(answer: FakeBatchAnswer, response: http.ServerResponse): boolean {
    if (answer === 'accept' || answer === 'lost-answer') return false;
    if (answer === 'hang') {
      this.answered.hung++;
      this.#hung.add(response);
      return true;
    }
    const refusals = {
      fail: [500, 'internal_server_error'],
      'rate-limit': [429, 'rate_limit_exceeded'],
      refuse: [422, 'validation_error'],
    } as const;
    const [status, name] = refusals[answer];
    this.answered[answer === 'fail' ? 'failed' : answer === 'refuse' ? 'refused' : 'rateLimited']++;
    this.#send(
      response,
      status,
      { statusCode: status, name, message: `Fake Resend answers ${status}.` },
      {
        ...(status === 429 ? { 'retry-after': '1' } : {}),
      },
    );
    return true;
  }

  /**
   * A call under a key seen within a day is answered here: as before (the same payload) or 409 (another).
   * False for a new key.
   */
  #earlier(idempotencyKey: string | undefined, payload: string, response: http.ServerResponse): boolean {
    if (idempotencyKey === undefined) return false;
    const earlier = this.#keys.get(idempotencyKey);
    if (!earlier || this.clock.now() - earlier.at > keyLifetimeMs) return false;
    this.answered.duplicate++;
    if (earlier.payload !== payload)
      this.#send(response, 409, {
        statusCode: 409,
        name: 'invalid_idempotent_request',
        message: 'Same idempotency key used with a different request payload.',
      });
    else response.writeHead(200, { 'content-type': 'application/json' }).end(earlier.answer);
    return true;
  }

  #remember(idempotencyKey: string | undefined, payload: string, answer: string): void {
    if (idempotencyKey !== undefined) this.#keys.set(idempotencyKey, { payload, answer, at: this.clock.now() });
  }

  #answerSingle(request: http.IncomingMessage, text: string, response: http.ServerResponse): void {
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const body = JSON.parse(text) as RecordedEmail['body'];
    const email: RecordedEmail = {
      authorization: request.headers.authorization,
      idempotencyKey,
      body,
      delivered: false,
      at: this.clock.now(),
    };
    this.received.push(email);
    const scripted = this.#scripted(this.nextAnswers);
    if (this.#refuseWhole(scripted, response)) return;
    if (this.#earlier(idempotencyKey, text, response)) return;
    if ([body.to].flat().some((to) => this.refusedAddresses.has(to))) {
      this.answered.refused++;
      this.#send(response, 422, { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' });
      return;
    }
    email.delivered = true;
    this.answered.accepted++;
    const answer = JSON.stringify({ id: `fake-${this.received.length}` });
    this.#remember(idempotencyKey, text, answer);
    this.#reply(response, answer, scripted === 'lost-answer');
  }

  /**
   * POST /emails/batch as Resend answers it, its idempotency and its permissive mode included: a
   * refused address is listed by index in `errors`, and the others go.
   */
  #answerBatch(request: http.IncomingMessage, text: string, response: http.ServerResponse): void {
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const permissive = request.headers['x-batch-validation'] === 'permissive';
    const emails = JSON.parse(text) as RecordedEmail['body'][];
    const batch: RecordedBatch = {
      idempotencyKey,
      emails,
      delivered: false,
      deliveredIndexes: [],
      at: this.clock.now(),
    };
    this.batches.push(batch);
    this.onBatch?.(batch);
    const scripted = this.#scripted(this.nextBatchAnswers);
    if (this.#refuseWhole(scripted, response)) return;
    if (this.#earlier(idempotencyKey, text, response)) return;
    const refused = emails.flatMap((email, index) =>
      [email.to].flat().some((to) => this.refusedAddresses.has(to))
        ? [{ index, message: `Invalid \`to\` field: ${[email.to].flat().join(', ')}` }]
        : [],
    );
    if (refused.length > 0 && !permissive) {
      this.answered.refused++;
      this.#send(response, 422, { statusCode: 422, name: 'validation_error', message: refused[0]!.message });
      return;
    }
    const refusedIndexes = new Set(refused.map((error) => error.index));
    batch.deliveredIndexes = emails.flatMap((_, index) => (refusedIndexes.has(index) ? [] : [index]));
    batch.delivered = batch.deliveredIndexes.length > 0;
    this.answered.accepted++;
    const answer = JSON.stringify({
      data: batch.deliveredIndexes.map((index) => ({ id: `fake-batch-${this.batches.length}-${index}` })),
      ...(permissive ? { errors: refused } : {}),
    });
    this.#remember(idempotencyKey, text, answer);
    this.#reply(response, answer, scripted === 'lost-answer');
  }

  /** Answers a call that delivered, or holds the answer back for good (the sender never learns it went). */
  #reply(response: http.ServerResponse, answer: string, lost: boolean): void {
    if (lost) this.#hung.add(response);
    else response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
  }

  #send(response: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }
}
