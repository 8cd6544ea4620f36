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

/**
 * A recording stand-in for the Resend API on a loopback port, for RESEND_BASE_URL (the SDK reads it
 * when a client is made). It records every e-mail request, accepted or not.
 */
export class FakeResend {
  readonly received: RecordedEmail[] = [];
  mode: FakeResendMode = 'accept';
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

  /** Mails accepted or attempted, oldest first, addressed to `to`. */
  to(to: string): RecordedEmail[] {
    return this.received.filter((email) => [email.body.to].flat().includes(to));
  }

  #answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
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
}
