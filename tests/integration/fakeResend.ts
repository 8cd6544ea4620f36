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
};

/** How the fake answers POST /emails: like Resend, with a 500, or not at all (a hung provider). */
export type FakeResendMode = 'accept' | 'fail' | 'hang';

/** One call of the batch API: its key, its mails, and whether Resend would have delivered them now. */
export type RecordedBatch = {
  idempotencyKey: string | undefined;
  emails: RecordedEmail['body'][];
  /**
   * False when the key's batch was delivered before: Resend answers such a call as it answered the
   * first, and delivers nothing again.
   */
  delivered: boolean;
};

/**
 * How the fake answers one batch call: as `mode` says, with a 429 that asks to wait a second, or with
 * a 422 that no retry can change (Resend's refusal of an address or a sender).
 */
export type FakeBatchAnswer = FakeResendMode | 'rate-limit' | 'refuse';

/**
 * A recording stand-in for the Resend API on a loopback port, for RESEND_BASE_URL (the SDK reads it
 * when a client is made). It records every e-mail request, accepted or not.
 */
export class FakeResend {
  readonly received: RecordedEmail[] = [];
  readonly batches: RecordedBatch[] = [];
  mode: FakeResendMode = 'accept';
  /** How the next batch calls are answered, one entry each, before `mode` takes over again. */
  readonly nextBatchAnswers: FakeBatchAnswer[] = [];
  readonly #deliveredBatches = new Map<string, string>();
  readonly #server = http.createServer((request, response) => this.#answer(request, response));
  readonly #hung = new Set<http.ServerResponse>();

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.#hung) response.destroy();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** The mails of batches Resend delivered (each key's once), oldest first. */
  deliveredBatchEmails(): RecordedEmail['body'][] {
    return this.batches.filter((batch) => batch.delivered).flatMap((batch) => batch.emails);
  }

  /** Mails accepted or attempted, oldest first, addressed to `to`. */
  to(to: string): RecordedEmail[] {
    return this.received.filter((email) => [email.body.to].flat().includes(to));
  }

  #answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/emails/batch') {
        this.#answerBatch(request, Buffer.concat(chunks).toString('utf8'), response);
        return;
      }
      if (request.method !== 'POST' || request.url !== '/emails') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ statusCode: 404, name: 'not_found', message: 'Not found' }));
        return;
      }
      this.received.push({
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedEmail['body'],
      });
      if (this.mode === 'hang') {
        this.#hung.add(response);
        return;
      }
      if (this.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            statusCode: 500,
            name: 'internal_server_error',
            message: 'An unexpected error occurred.',
          }),
        );
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `fake-${this.received.length}` }));
    });
  }

  /**
   * POST /emails/batch as Resend answers it, its idempotency included: a key whose batch was delivered
   * is answered with the same ids and delivers nothing again.
   */
  #answerBatch(request: http.IncomingMessage, text: string, response: http.ServerResponse): void {
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const emails = JSON.parse(text) as RecordedEmail['body'][];
    const answer = this.nextBatchAnswers.shift() ?? this.mode;
    const earlier = idempotencyKey === undefined ? undefined : this.#deliveredBatches.get(idempotencyKey);
    this.batches.push({ idempotencyKey, emails, delivered: answer === 'accept' && earlier === undefined });
    if (answer === 'hang') {
      this.#hung.add(response);
      return;
    }
    if (answer === 'fail' || answer === 'rate-limit' || answer === 'refuse') {
      const refusals: Record<typeof answer, [number, string]> = {
        fail: [500, 'internal_server_error'],
        'rate-limit': [429, 'rate_limit_exceeded'],
        refuse: [422, 'validation_error'],
      };
      const [status, name] = refusals[answer];
      response
        .writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '1' } : {}) })
        .end(JSON.stringify({ statusCode: status, name, message: `Fake Resend answers ${status}.` }));
      return;
    }
    const answered =
      earlier ??
      JSON.stringify({ data: emails.map((_, index) => ({ id: `fake-batch-${this.batches.length}-${index}` })) });
    if (idempotencyKey !== undefined) this.#deliveredBatches.set(idempotencyKey, answered);
    response.writeHead(200, { 'content-type': 'application/json' }).end(answered);
  }
}
