import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './dataDirLock.ts';
import { createKysely, type DatabaseHandle } from './database.ts';
import { PGliteDialect } from './pgliteDialect.ts';

/**
 * Opens the embedded database. With a folder, the data persists there under a lock; without one it
 * lives in memory (tests, and the build's fallback catalogue). `startFrom` is a copy of a database
 * (PGlite's `dumpDataDir`) to open instead of initialising a new one: the tests open hundreds of
 * databases, and a copy opens in a third of the time initialising takes.
 */
export async function openPGlite(dataDir?: string, { startFrom }: { startFrom?: Blob } = {}): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  if (dataDir) lock = lockDataDir(dataDir);
  try {
    const pglite = new PGlite({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
      ...(startFrom ? { loadDataDir: startFrom } : {}),
      // pg returns int8 as text (it may not fit a JS number); match it so both backends read alike.
      parsers: { [types.INT8]: (value: string) => value },
    });
    await pglite.waitReady;
    const db = createKysely(new PGliteDialect(pglite));
    return {
      db,
      location: dataDir ? `embedded PGlite in ${path.join(dataDir, 'pglite')}` : 'embedded PGlite in memory',
      async close() {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
