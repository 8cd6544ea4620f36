import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { batchedWrite } from '../../src/server/repositories/writeBatcher.ts';

/** A stand-in database: batches are keyed by it, and the fake writes never touch it. */
const fakeDatabase = () => ({}) as Database;

function recordingWrite(fail?: (items: number[]) => unknown) {
  const batches: number[][] = [];
  let release: (() => void) | undefined;
  const write = async (_db: Database, items: number[]) => {
    batches.push(items);
    if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    const error = fail?.(items);
    if (error) throw error;
    return items.map((item) => item * 10);
  };
  return { batches, write, release: () => release?.() };
}

describe('batchedWrite', () => {
  it('writes a lone call at once, the calls made meanwhile together in the next one, answered in order', async () => {
    const { batches, write, release } = recordingWrite();
    const writeOne = batchedWrite(write);
    const db = fakeDatabase();
    const first = writeOne(db, 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((item) => writeOne(db, item));
    release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps one queue per database', async () => {
    const { batches, write, release } = recordingWrite();
    const writeOne = batchedWrite(write);
    const held = writeOne(fakeDatabase(), 1);
    await new Promise((resolve) => setImmediate(resolve));
    const other = writeOne(fakeDatabase(), 2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1], [2]]);
    release();
    expect(await Promise.all([held, other])).toEqual([10, 20]);
  });

  it('cuts batches at the maximum size', async () => {
    const { batches, write, release } = recordingWrite();
    const writeOne = batchedWrite(write, 2);
    const db = fakeDatabase();
    const all = [1, 2, 3, 4, 5].map((item) => writeOne(db, item));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all(all);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('writes a batch refused for its data again item by item, so only the bad item fails', async () => {
    const constraint = Object.assign(new Error('value too long'), { code: '22001' });
    const { batches, write, release } = recordingWrite((items) => (items.includes(3) ? constraint : undefined));
    const writeOne = batchedWrite(write);
    const db = fakeDatabase();
    const first = writeOne(db, 1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [2, 3, 4].map((item) => writeOne(db, item).catch((error: unknown) => error));
    release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, constraint, 40]);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('fails the whole batch at once when the database itself fails', async () => {
    const gone = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { batches, write, release } = recordingWrite((items) => (items.length > 1 ? gone : undefined));
    const writeOne = batchedWrite(write);
    const db = fakeDatabase();
    const first = writeOne(db, 1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [2, 3].map((item) => writeOne(db, item).catch((error: unknown) => error));
    release();
    expect(await Promise.all([first, ...rest])).toEqual([10, gone, gone]);
    expect(batches).toEqual([[1], [2, 3]]);
  });
});
