import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { useMailDispatcher } from '../../../src/server/mail/newsletterDispatch.ts';
import { type AdminApiContext, useAdminApiContext } from '../adminApiContext.ts';
import type { TestDatabase } from '../testDatabases.ts';

export type NewsletterApiContext = {
  api: AdminApiContext;
  /** The issues the send call asked a worker for, in the current test. */
  dispatched: number[];
  /** A new issue, sent through the API (its deliveries made) and not yet sent by any worker: its id. */
  sentIssue(subject: string, body?: string): Promise<number>;
};

/**
 * The newsletter tests' admin API (useAdminApiContext): mail to the outbox unless a test says
 * otherwise, batches as fast as they go, and a dispatcher that only notes what it is asked for, so
 * that each test runs the worker itself, when it says. Registers the hooks of the enclosing `describe`.
 */
export function useNewsletterApiContext(database: TestDatabase): NewsletterApiContext {
  const api = useAdminApiContext(database);
  const dispatched: number[] = [];
  beforeAll(() => {
    delete process.env.RESEND_API_KEY;
    process.env.NEWSLETTER_REQUESTS_PER_SECOND = '100';
  });
  beforeEach(() => {
    dispatched.length = 0;
    useMailDispatcher({ dispatch: async (id) => void dispatched.push(id) });
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    useMailDispatcher(undefined);
    vi.restoreAllMocks();
  });
  return {
    api,
    dispatched,
    async sentIssue(subject, body = 'Hello, **reader**.') {
      const { id } = (await api.call('POST', '/api/admin/newsletters', { subject, body })).body;
      expect((await api.call('POST', `/api/admin/newsletters/${id}/send`)).status).toBe(202);
      return id;
    },
  };
}
