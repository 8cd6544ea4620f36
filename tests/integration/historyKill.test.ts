import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { RowSnapshot } from '../../src/lib/admin/history.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { readRowSnapshot } from '../../src/server/history/rowSnapshots.ts';

/**
 * A process killed outright (SIGKILL) while it edits a species never leaves a change without its
 * history record, nor a record without its change, and loses no edit it had answered: the child
 * (recordedWritesChild.ts) edits through the real handler and says which edits were answered.
 */
type Target = {
  name: string;
  open(): Promise<DatabaseHandle>;
  childEnv: Record<string, string>;
  /** Postgres only: a client of its own on the test's schema. */
  client?: () => Promise<pg.Client>;
  cleanUp(): Promise<void>;
};

function pgliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-kill-'));
  return {
    name: 'PGlite',
    open: () => openPGlite(dataDir),
    childEnv: { CHILD_DATA_DIR: dataDir },
    cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget(url: string): Target {
  const schema = `kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = async () => {
    const connection = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await connection.connect();
    return connection;
  };
  return {
    name: 'Postgres',
    async open() {
      const admin = await client();
      await admin.query(`create schema if not exists ${schema}`);
      await admin.end();
      return openPostgres(url, { searchPath: schema, max: 2 });
    },
    childEnv: { CHILD_DATABASE_URL: url, CHILD_SCHEMA: schema },
    client,
    async cleanUp() {
      const admin = await client();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

const targets = [
  pgliteTarget(),
  ...(process.env.TEST_DATABASE_URL ? [postgresTarget(process.env.TEST_DATABASE_URL)] : []),
];

afterAll(async () => {
  for (const target of targets) await target.cleanUp();
});

type Child = {
  process: ChildProcess;
  answered: () => number;
  backendPid: () => number | undefined;
  exited: Promise<void>;
};

function startChild(target: Target, speciesId: number, firstVersion: number): Child {
  const child = spawn(process.execPath, ['tests/integration/recordedWritesChild.ts'], {
    env: { ...process.env, ...target.childEnv, SPECIES_ID: String(speciesId), FIRST_VERSION: String(firstVersion) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    answered: () => {
      if (child.exitCode !== null) throw new Error(`the child stopped by itself:\n${output}`);
      return Math.max(
        firstVersion - 1,
        ...[...output.matchAll(/^committed (\d+)$/gm)].map((match) => Number(match[1])),
      );
    },
    backendPid: () => {
      const match = /^backend (\d+)$/m.exec(output);
      return match ? Number(match[1]) : undefined;
    },
    exited,
  };
}

/** Polls `condition` (the child runs on its own clock; there is no event to wait on). */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function kill(target: Target, child: Child): Promise<void> {
  child.process.kill('SIGKILL');
  await child.exited;
  await backendEnded(target, child);
}

/**
 * On Postgres the killed child's server process may still be finishing what the child sent before
 * dying (a COMMIT in flight): wait until that process has ended, so that what is read after is final.
 */
async function backendEnded(target: Target, child: Child): Promise<void> {
  const pid = child.backendPid();
  if (!target.client || pid === undefined) return;
  const watcher = await target.client();
  try {
    await until(
      async () => (await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0,
      'the killed client’s session has ended',
    );
  } finally {
    await watcher.end();
  }
}

/**
 * The species' edits and its history agree: edit N is recorded once as the Nth change, each change
 * starts from the row the one before left, the last leaves the stored row exactly, and no answered
 * edit (up to `answered`) is missing. Answers the version the row holds.
 */
async function expectRowAndHistoryAgree(
  handle: DatabaseHandle,
  speciesId: number,
  seedRow: RowSnapshot,
  answered?: number,
): Promise<number> {
  // One snapshot for both reads, so that they see the same commits.
  const { row, rows } = await handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      row: (await readRowSnapshot(trx, 'species', speciesId))!,
      rows: (
        await sql<{ before: string; after: string }>`
          select before::text as before, after::text as after from changes
          where entity = 'species' and entity_id = ${speciesId} order by id`.execute(trx)
      ).rows,
    }));
  const version =
    row.description === seedRow.description ? 0 : Number(/^version (\d+)$/.exec(row.description as string)![1]);
  if (answered !== undefined) {
    expect(version).toBeGreaterThanOrEqual(answered);
    expect(version).toBeLessThanOrEqual(answered + 1);
  }
  const changes = rows.map((change) => ({
    before: JSON.parse(change.before) as RowSnapshot,
    after: JSON.parse(change.after) as RowSnapshot,
  }));
  expect(changes.map((change) => change.after.description)).toEqual(
    Array.from({ length: version }, (_, index) => `version ${index + 1}`),
  );
  changes.forEach((change, index) => expect(change.before).toEqual(index === 0 ? seedRow : changes[index - 1]!.after));
  if (version > 0) expect(changes.at(-1)!.after).toEqual(row);
  return version;
}

describe.each(targets)('species writes killed mid-stream on $name', { timeout: 240_000 }, (target) => {
  it('never leave a change without its record, nor a record without its change, nor lose an answer', async () => {
    let handle = await target.open();
    await prepareDatabase(handle.db);
    const speciesId = (await handle.db.selectFrom('species').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const seedRow = (await readRowSnapshot(handle.db, 'species', speciesId))!;
    await handle.close();

    let version = 0;
    for (let round = 0; round < 3; round++) {
      const child = startChild(target, speciesId, version + 1);
      // Killed while it is writing: it writes without pause, so a kill almost always lands inside an edit.
      await until(() => child.answered() >= version + 10 + round * 7, 'the child has answered more edits');
      await kill(target, child);
      handle = await target.open();
      version = await expectRowAndHistoryAgree(handle, speciesId, seedRow, child.answered());
      await handle.close();
    }
  });
});

/** Postgres lets another client hold the history table, so the kill can land at one exact point. */
describe.each(targets.filter((target) => target.client))(
  'a species write killed between its write and its record on $name',
  { timeout: 120_000 },
  (target) => {
    it('is rolled back whole: neither the write nor its record remains', async () => {
      let handle = await target.open();
      await prepareDatabase(handle.db);
      const speciesId = (await handle.db.selectFrom('species').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      // The row as seeded: before the first recorded edit (the test above may have made some).
      const firstChange = await handle.db
        .selectFrom('changes')
        .select(sql<string>`before::text`.as('before'))
        .where('entityId', '=', speciesId)
        .orderBy('id')
        .executeTakeFirst();
      const seedRow = firstChange
        ? (JSON.parse(firstChange.before) as RowSnapshot)
        : (await readRowSnapshot(handle.db, 'species', speciesId))!;
      const start = await expectRowAndHistoryAgree(handle, speciesId, seedRow);
      await handle.close();

      // Once the child is editing (past its first edit, which also runs the history's retention sweep),
      // hold the history table: its next edit stops right at its record, its row already written.
      const child = startChild(target, speciesId, start + 1);
      await until(() => child.answered() >= start + 3, 'the child has answered a few edits');
      const [holder, watcher] = [await target.client!(), await target.client!()];
      try {
        await holder.query('begin');
        await holder.query('lock table changes in exclusive mode');
        // Watched from outside the holder's transaction, which would see one frozen pg_stat_activity.
        await until(async () => {
          const pid = child.backendPid();
          if (pid === undefined) return false;
          const { rows } = await watcher.query(
            `select 1 from pg_stat_activity
             where pid = $1 and wait_event_type = 'Lock' and query like 'insert into "changes"%'`,
            [pid],
          );
          return rows.length > 0;
        }, 'the child waits to record its edit');
        child.process.kill('SIGKILL');
        await child.exited;
      } finally {
        // Let the killed client's server process go on: it finds no client, and rolls back.
        await holder.query('rollback');
        await Promise.all([holder.end(), watcher.end()]);
        if (child.process.exitCode === null && child.process.signalCode === null) await kill(target, child);
      }
      await backendEnded(target, child);

      handle = await target.open();
      const after = await expectRowAndHistoryAgree(handle, speciesId, seedRow, child.answered());
      expect(after).toBe(child.answered());
      await handle.close();
    });
  },
);
