import type { Context } from '@netlify/functions';
import { requireAdmin, type AdminSession } from '../auth/requireAdmin.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import type { Database } from '../db/database.ts';
import { allowMethods, respond } from '../http/jsonResponse.ts';

export type AdminRequest = { request: Request; db: Database; admin: AdminSession; params: Record<string, string> };

/**
 * Every admin API call: the method, then the session (401) and, for writes, the Origin (403) on the
 * server (docs/design.md decision 7) before anything is read; then the call itself. Answers never cached.
 */
export function adminHandler(methods: string[], handle: (call: AdminRequest) => Promise<Response>) {
  return (request: Request, context: Pick<Context, 'params'>) =>
    respond(request, async () => {
      allowMethods(request, methods);
      const admin = await requireAdmin(request);
      return handle({ request, db: await getDatabase(), admin, params: context.params ?? {} });
    });
}
