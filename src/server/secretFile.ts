import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, privateFileMode } from './privateDataDir.ts';

/**
 * A secret of the local installation kept beside the data (DATA_DIR): the text in `file`, trimmed;
 * when there is no such file yet, `create()` is written to it first, readable by its owner only.
 * Concurrent first calls agree on one secret: whoever writes first wins, the others read it.
 */
export function readOrCreateSecretFile(file: string, create: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDir(path.dirname(file));
  try {
    fs.writeFileSync(file, `${create()}\n`, { flag: 'wx', mode: privateFileMode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
