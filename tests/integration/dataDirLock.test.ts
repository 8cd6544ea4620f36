import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/dataDirLock.ts';
import { openPGlite } from '../../src/server/db/openPGlite.ts';

describe('data directory lock', () => {
  it('refuses a folder that a running process holds, and takes over a lock whose process is gone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const holder = spawn('sleep', ['30']);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(
        `Another server (process ${holder.pid}) is already using the data in ${dataDir}; ` +
          'stop it first, or set DATA_DIR to another folder.',
      );
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('holds the lock while an embedded database is open and releases it on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
    const handle = await openPGlite(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await handle.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    await handle.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
