import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool } from 'kysely';
import pg from 'pg';

/**
 * One time budget for everything a request does in Postgres (DATABASE_REQUEST_TIMEOUT_MS): waiting
 * for pooled connections and running statements, however many. Each wait is given what is left of
 * the budget; when it runs out, the wait ends with RequestBudgetSpentError (answered 503 with
 * Retry-After, jsonResponse.ts) and a connection caught mid-statement is closed, so that a
 * transaction it held can never commit after the answer said it failed. Time between statements
 * (reading an upload, resizing an image) is not counted. Outside a request nothing is bounded here.
 */
export class RequestBudgetSpentError extends Error {
  constructor(budgetMs: number) {
    super(`The request used up its ${budgetMs} ms for the database.`);
    this.name = 'RequestBudgetSpentError';
  }
}

type Budget = { remainingMs: number | undefined };

const budgets = new AsyncLocalStorage<Budget>();

/** Runs `work` (a request's handler) with a database budget of its own. */
export function withRequestBudget<T>(work: () => Promise<T>): Promise<T> {
  return budgets.run({ remainingMs: undefined }, work);
}

/**
 * `operation` within what is left of the current request's budget of `budgetMs` (started by its
 * first operation); `onSpent` runs when the budget ends first, to clean up after the abandoned operation.
 */
async function withinBudget<T>(budgetMs: number, operation: Promise<T>, onSpent: () => void): Promise<T> {
  const budget = budgets.getStore();
  if (!budget) return operation;
  budget.remainingMs ??= budgetMs;
  // Once abandoned, its own failure (the connection closed under it) is nobody's to handle.
  operation.catch(() => {});
  if (budget.remainingMs <= 0) {
    onSpent();
    throw new RequestBudgetSpentError(budgetMs);
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onSpent();
      reject(new RequestBudgetSpentError(budgetMs));
    }, budget.remainingMs);
  });
  try {
    return await Promise.race([operation, spent]);
  } finally {
    clearTimeout(timer);
    budget.remainingMs! -= performance.now() - started;
    spent.catch(() => {});
  }
}

/** `pool` with every connection wait and statement of a request held to its budget of `budgetMs`. */
export function budgetedPool(pool: pg.Pool, budgetMs: number): PostgresPool {
  return {
    options: pool.options,
    async connect() {
      const waiting = pool.connect();
      // A connection that arrives after the budget is spent goes straight back to the pool.
      const client = await withinBudget(
        budgetMs,
        waiting,
        () =>
          void waiting.then(
            (late) => late.release(),
            () => {},
          ),
      );
      return budgetedClient(pool, client, budgetMs);
    },
    end: () => pool.end(),
  };
}

function budgetedClient(pool: pg.Pool, client: pg.PoolClient, budgetMs: number): pg.PoolClient {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    // Closing our end alone leaves a statement waiting for a lock to run, and commit, later.
    endSession(pool, (client as pg.PoolClient & { processID?: number }).processID);
    client.release(new RequestBudgetSpentError(budgetMs));
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query')
        return (...args: unknown[]) => {
          if (closed) return Promise.reject(new RequestBudgetSpentError(budgetMs));
          const running = (target.query as (...args: unknown[]) => Promise<unknown>)(...args);
          return withinBudget(budgetMs, running, close);
        };
      if (property === 'release')
        return (destroy?: boolean | Error) => {
          if (closed) return;
          closed = true;
          target.release(destroy);
        };
      return Reflect.get(target, property, receiver);
    },
  });
}

/** Ends the server's session `processId` from a connection of its own, as far as the server still answers. */
function endSession(pool: pg.Pool, processId: number | undefined): void {
  if (processId === undefined) return;
  const Client = (pool as pg.Pool & { Client?: typeof pg.Client }).Client ?? pg.Client;
  const control = new Client(pool.options);
  control.on('error', () => {});
  control
    .connect()
    .then(() => control.query('select pg_terminate_backend($1)', [processId]))
    .catch(() => {})
    .finally(() => void control.end().catch(() => {}));
}
