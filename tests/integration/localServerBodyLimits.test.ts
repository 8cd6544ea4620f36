import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openEmbeddedDatabase } from './testDatabases.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { createProjectServer } from '../../src/server/localServer/startLocalServer.ts';
import { usePublisher } from '../../src/server/publish/publisher.ts';
import { createAdminSessionCookie } from './adminSession.ts';
import { adminEndpoints } from './adminEndpoints.ts';

/**
 * Every write of the site behind the local server, its body sent in chunks without a length (as a
 * stream is) and never ending: each answers 413 with its sentence, not a 500 or a closed connection.
 */
const formType = 'application/x-www-form-urlencoded';
const visitorWrites = [
  { method: 'POST', path: '/api/contact', contentType: 'application/json' },
  { method: 'POST', path: '/api/contact', contentType: formType },
  { method: 'POST', path: '/api/newsletter/subscribe', contentType: 'application/json' },
  { method: 'POST', path: '/api/newsletter/subscribe', contentType: formType },
  { method: 'POST', path: '/api/auth/password', contentType: 'application/json' },
];
const adminWrites = adminEndpoints
  .filter((endpoint) => endpoint.body !== undefined || endpoint.init !== undefined)
  .map(({ method, path: pathname, init }) => ({
    method,
    path: pathname,
    // An upload's multipart type is made by its FormData; other bodies name their own type.
    contentType: init
      ? (new Headers(init().headers).get('content-type') ?? 'multipart/form-data; boundary=b')
      : 'application/json',
  }));

describe('a chunked body over the limit, on every write of the local server', () => {
  let handle: DatabaseHandle;
  let server: http.Server;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    handle = await openEmbeddedDatabase();
    await prepareDatabase(handle.db);
    useDatabase(handle.db);
    usePublisher({ request: async () => {}, state: async () => ({ state: 'live' }) });
    cookie = await createAdminSessionCookie(handle.db);
    server = await createProjectServer(path.resolve('.'), () => path.resolve('tests/no-site'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    usePublisher(undefined);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  /** Sends chunks of 64 KB until the server answers, and resolves with what it sent. */
  function endlessChunkedPost(method: string, pathname: string, contentType: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let received = '';
      let answered = false;
      const finish = () => {
        answered = true;
        socket.destroy();
        resolve(received);
      };
      socket.on('data', (data) => {
        received += data.toString('latin1');
        const head = received.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(received)?.[1];
        if (head >= 0 && length !== undefined && received.length >= head + 4 + Number(length)) finish();
      });
      socket.on('error', finish);
      socket.on('close', finish);
      const origin = `http://127.0.0.1:${port}`;
      socket.write(
        `${method} ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const pump = () => {
        while (!answered && socket.writable) {
          if (
            !socket.write(`${chunk.length.toString(16)}\r\n`) ||
            !socket.write(Buffer.concat([chunk, Buffer.from('\r\n')]))
          )
            return void socket.once('drain', pump);
        }
      };
      pump();
    });
  }

  it.each([...visitorWrites, ...adminWrites])(
    '$method $path ($contentType) is refused as too large, without a trace',
    { timeout: 60_000 },
    async ({ method, path: pathname, contentType }) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const answer = await endlessChunkedPost(method, pathname, contentType);
      if (contentType === formType) {
        // A form the browser posted gets its outcome page instead (src/lib/forms/formOutcomes.ts).
        expect(answer).toMatch(/^HTTP\/1\.1 303 /);
        expect(answer).toMatch(/\r\nlocation: \/(contact\/too-long|newsletter\/\w+\/failed)\r\n/i);
      } else {
        expect(answer).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer).toMatch(/too large/);
      }
      expect(answer).not.toMatch(/Cannot read|TypeError|at \w+ \(/);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
  );
});
