const lastRuns = new WeakMap<object, Map<string, number>>();

/**
 * Whether the clean-up `name` of this database is due, at most once every `everyMs`; a yes counts as
 * its run. The site has no scheduler: clean-ups ride on the requests that fill the tables.
 */
export function cleanupDue(db: object, name: string, everyMs: number, now = new Date()): boolean {
  let runs = lastRuns.get(db);
  if (!runs) lastRuns.set(db, (runs = new Map()));
  if (now.getTime() - (runs.get(name) ?? Number.NEGATIVE_INFINITY) < everyMs) return false;
  runs.set(name, now.getTime());
  return true;
}
