import type { Database } from '../db/database.ts';

type Waiting<I, O> = { item: I; resolve: (result: O) => void; reject: (error: unknown) => void };
type Queue<I, O> = { waiting: Waiting<I, O>[]; writing: boolean };

/**
 * Group commit for a hot one-row write. A call made while a batch is being written waits and goes
 * into the next batch, written as one statement: alone, a call is written on the next turn of the
 * event loop; under load, twenty concurrent visitors cost one statement and one commit instead of
 * twenty (on the embedded database, which runs one statement at a time, that is what makes
 * hundreds of writes per second possible). `write` answers one result per item, in order. A batch
 * refused for its data is written again item by item, so that one bad row cannot fail its neighbours; any other failure
 * (the database is gone) fails the whole batch at once.
 */
export function batchedWrite<I, O>(
  write: (db: Database, items: I[]) => Promise<O[]>,
  maxBatch = 100,
): (db: Database, item: I) => Promise<O> {
  const queues = new WeakMap<Database, Queue<I, O>>();

  async function drain(db: Database, queue: Queue<I, O>): Promise<void> {
    queue.writing = true;
    while (queue.waiting.length > 0) {
      // Let requests that have arrived meanwhile reach this queue before the batch is cut: the
      // embedded database runs a statement synchronously, so without this pause the next batch would
      // be taken before any new request had been read.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.waiting.splice(0, maxBatch);
      try {
        const results = await write(
          db,
          batch.map((waiting) => waiting.item),
        );
        batch.forEach((waiting, index) => waiting.resolve(results[index]!));
      } catch (error) {
        if (batch.length > 1 && isDataError(error)) {
          for (const waiting of batch)
            await write(db, [waiting.item]).then(([result]) => waiting.resolve(result!), waiting.reject);
        } else {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    }
    queue.writing = false;
  }

  return (db, item) =>
    new Promise<O>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) queues.set(db, (queue = { waiting: [], writing: false }));
      queue.waiting.push({ item, resolve, reject });
      if (!queue.writing) void drain(db, queue);
    });
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation): the rows, not the database. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
