import type { DatabaseHandle } from './database.ts';
import { openPGlite } from './openPGlite.ts';
import { openPostgres } from './openPostgres.ts';

/** DATABASE_URL when set, else the embedded database under DATA_DIR (docs/design.md decision 3). */
export function openDatabase(settings: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openPGlite(settings.dataDir);
}
