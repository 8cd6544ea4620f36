import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeToOutbox } from '../../src/server/mail/outbox.ts';
import { openServerDatabase, writeSnapshot } from '../../src/server/localServer/startLocalServer.ts';
import { fileMediaStore } from '../../src/server/media/mediaStore.ts';
import { readOrCreateSecretFile } from '../../src/server/secretFile.ts';
import { readSettings } from '../../src/server/settings.ts';

/**
 * Everything the local server keeps in DATA_DIR (the database, the outbox with addresses and
 * unsubscribe tokens, uploads, secrets, the snapshot) is its user's alone, even when it was started
 * from a shell whose umask lets everyone write (0), as in the attack report.
 */
describe('the data folder', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-modes-')), 'data');
  let savedUmask: number;

  beforeAll(() => {
    savedUmask = process.umask(0);
  });

  afterAll(() => {
    process.umask(savedUmask);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  // Opening, migrating and seeding PGlite takes a while on a busy machine.
  it(
    'is 0700 with every file in it 0600, for the database and what is written while serving',
    { timeout: 120_000 },
    async () => {
      const settings = readSettings({ DATA_DIR: dataDir });
      const database = await openServerDatabase(settings, () => {});
      try {
        await writeSnapshot(database, settings);
        writeToOutbox(path.join(dataDir, 'outbox'), 'site@example.org', {
          kind: 'welcome',
          reference: 'subscriber 1',
          to: 'pupil@example.org',
          subject: 'Welcome',
          html: '<p>Hi</p>',
          text: 'Hi',
          idempotencyKey: 'k',
        });
        await fileMediaStore(path.join(dataDir, 'media')).put(`${'a'.repeat(32)}.webp`, new Uint8Array([1, 2, 3]));
        readOrCreateSecretFile(path.join(dataDir, 'secrets', 'unsubscribe-secret'), () => 'secret');
      } finally {
        await database.close();
      }

      const modes = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }).map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return {
          file: path.relative(dataDir, file),
          directory: entry.isDirectory(),
          mode: fs.statSync(file).mode & 0o777,
        };
      });
      expect(modes.some((entry) => entry.file.startsWith('pglite'))).toBe(true);
      expect(modes.filter((entry) => entry.file.startsWith('outbox') && !entry.directory)).toHaveLength(2);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(modes.filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600))).toEqual([]);
    },
  );
});
