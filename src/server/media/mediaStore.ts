import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { readSettings } from '../settings.ts';
import { privateDirMode, privateFileMode } from '../privateDataDir.ts';
import { isMediaKey } from './mediaKey.ts';

/**
 * Where uploaded media live (docs/design.md decision 6). Keys are content hashes (mediaKey.ts), so a key
 * once written never changes: writing a key that exists is a no-op. Nothing is ever deleted: a
 * deleted species stays restorable from the history (at least 30 days, "Recently deleted") with its
 * photos, so a sweep of unreferenced media, if one is ever added, must spare every key that a change
 * of the last 30 days still names in its `before` (src/server/repositories/changeRepository.ts).
 */
export type MediaStore = {
  readonly kind: 'netlify-blobs' | 'files';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The key's bytes, or undefined when nothing is stored under it. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
};

/** The Netlify Blobs store that holds the site's media. */
export const mediaStoreName = 'media';

/**
 * The one place that chooses: Netlify Blobs when the runtime provides a Blobs context (Netlify gives
 * one to every function invocation, and `@netlify/dev` to its emulated functions), else files under
 * DATA_DIR/media. Decided per call, because on Netlify the context arrives with the invocation.
 */
export function mediaStore(): MediaStore {
  if (hasNetlifyBlobsContext()) return netlifyBlobsMediaStore();
  return fileMediaStore(path.join(readSettings().dataDir, 'media'));
}

function hasNetlifyBlobsContext(): boolean {
  return Boolean(globalThis.netlifyBlobsContext || process.env.NETLIFY_BLOBS_CONTEXT);
}

export function netlifyBlobsMediaStore(): MediaStore {
  // Strong reads: an image is read right after its upload, and a miss would be answered as a 404.
  // Served media are cached by the CDN and browsers for good, so the stronger read is rare.
  const store = getStore({ name: mediaStoreName, consistency: 'strong' });
  return {
    kind: 'netlify-blobs',
    async put(key, bytes) {
      assertMediaKey(key);
      await store.set(key, new Blob([new Uint8Array(bytes)]), { onlyIfNew: true });
    },
    async get(key) {
      assertMediaKey(key);
      const data: ArrayBuffer | null = await store.get(key, { type: 'arrayBuffer' });
      return data === null ? undefined : new Uint8Array(data);
    },
  };
}

/** One file per key in `directory`, each written whole or not at all (temporary file, then rename). */
export function fileMediaStore(directory: string): MediaStore {
  return {
    kind: 'files',
    async put(key, bytes) {
      const file = path.join(directory, assertMediaKey(key));
      if (await exists(file)) return;
      await fs.mkdir(directory, { recursive: true, mode: privateDirMode });
      const temporary = path.join(directory, `.${key}.${randomUUID()}.tmp`);
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx', mode: privateFileMode });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(path.join(directory, assertMediaKey(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** Callers validate keys; this keeps a bad one from ever becoming a path or a blob name. */
function assertMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`"${key.slice(0, 80)}" is not a media key.`);
  return key;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
