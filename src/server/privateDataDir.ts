import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, subscribers' addresses and unsubscribe tokens (the outbox), uploads
 * and the installation's secrets: only the server's own user may read or change any of it, whatever
 * the umask of the shell that started it.
 */
export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

/** Creates a folder of the data (and its parents) readable by its owner only. */
export function makePrivateDir(directory: string): void {
  fs.mkdirSync(directory, { recursive: true, mode: privateDirMode });
}

/**
 * Writes `content` to `file`, readable by its owner only, whole or not at all: through a temporary
 * file renamed over it, so a reader never meets half a file, and a full disk leaves nothing behind.
 */
export function writePrivateFileWhole(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, content, { mode: privateFileMode });
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The data folder and everything in it made private: run at start, after the database has created
 * its files (PGlite creates them with the process's umask, 0666 under a umask of 0). Files written
 * later are created private, and live inside folders nobody else can enter.
 */
export function makeDataDirPrivate(dataDir: string): void {
  makePrivateDir(dataDir);
  fs.chmodSync(dataDir, privateDirMode);
  for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(file, privateDirMode);
    else if (entry.isFile()) fs.chmodSync(file, privateFileMode);
  }
}
