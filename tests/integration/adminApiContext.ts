import { beforeAll, beforeEach } from 'vitest';
import { usePublisher, type Publisher } from '../../src/server/publish/publisher.ts';
import { createAdminSessionCookie, sameOrigin, useAdminTestContext, type AdminTestContext } from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import type { TestDatabase } from './testDatabases.ts';

export type AdminAnswer = { status: number; body: any; response: Response };

export type AdminApiContext = AdminTestContext & {
  /** Calls an admin endpoint as a signed-in admin from the site's own pages; `body` is sent as JSON. */
  call(method: string, pathname: string, body?: unknown): Promise<AdminAnswer>;
  /** Sends `body` as it is, with `contentType` (none when undefined), as a signed-in admin. */
  send(method: string, pathname: string, body: string | Blob, contentType: string | undefined): Promise<AdminAnswer>;
  /** Sends a multipart form to an admin endpoint as a signed-in admin. */
  upload(pathname: string, form: FormData): Promise<AdminAnswer>;
  /** How many publishes the calls of the current test asked for. */
  readonly publishRequests: number;
};

/**
 * The admin API tests' context: useAdminTestContext's database and DATA_DIR, a signed-in admin's
 * cookie, and a publisher that counts the publishes asked for instead of building.
 */
export function useAdminApiContext(database: TestDatabase): AdminApiContext {
  const context = useAdminTestContext(database);
  let cookie = '';
  let publishRequests = 0;
  const publisher: Publisher = {
    async request() {
      publishRequests++;
    },
    async state() {
      return { state: 'live' };
    },
  };

  beforeAll(async () => {
    cookie = await createAdminSessionCookie(context.db);
  });
  beforeEach(() => {
    usePublisher(publisher);
    publishRequests = 0;
    return () => usePublisher(undefined);
  });

  return {
    get db() {
      return context.db;
    },
    get dataDir() {
      return context.dataDir;
    },
    get publishRequests() {
      return publishRequests;
    },
    call(method, pathname, body) {
      return answerOf(
        callFunction(pathname, {
          method,
          headers: {
            cookie,
            origin: sameOrigin,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    },
    send(method, pathname, body, contentType) {
      const headers: Record<string, string> = { cookie, origin: sameOrigin };
      if (contentType !== undefined) headers['content-type'] = contentType;
      return answerOf(callFunction(pathname, { method, headers, body }));
    },
    upload(pathname, form) {
      return answerOf(callFunction(pathname, { method: 'POST', headers: { cookie, origin: sameOrigin }, body: form }));
    },
  };
}

async function answerOf(answer: Promise<Response | undefined>): Promise<AdminAnswer> {
  const response = (await answer)!;
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    response,
  };
}
