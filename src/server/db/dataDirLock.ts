import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, privateFileMode } from '../privateDataDir.ts';

/**
 * Two processes on one PGlite data directory corrupt it silently (docs/design.md decision 3), so whoever
 * opens it holds a lock file naming its process. A lock left by a process that no longer runs
 * (killed with SIGKILL, a crash) is taken over.
 */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  makePrivateDir(dataDir);
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: privateFileMode });
      return {
        release() {
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `Another server (process ${owner}) is already using the data in ${dataDir}; ` +
            'stop it first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking the lock.`);
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
