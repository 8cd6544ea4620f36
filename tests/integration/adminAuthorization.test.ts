import fs from 'node:fs';
import { beforeAll, describe } from 'vitest';
import { itRefusesWithoutAdminSession } from './adminAuthorizationMatrix.ts';
import { adminEndpoints } from './adminEndpoints.ts';
import { useAdminTestContext } from './adminSession.ts';
import { embeddedDatabase } from './testDatabases.ts';

// The guard decides without the database's help (requireAdmin.test.ts checks sessions on each database).
describe('admin endpoints', () => {
  const context = useAdminTestContext(embeddedDatabase);

  beforeAll(async () => {
    // Rows for the endpoints' ids to hit (the demo catalogue has biomes and resources already), so a
    // request the guard let through would show in the database.
    await context.db
      .insertInto('contactMessages')
      .values({ id: 1, name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'Hi.' })
      .execute();
    await context.db.insertInto('subscribers').values({ id: 1, email: 'river@example.org' }).execute();
    await context.db.insertInto('newsletters').values({ id: 1, subject: 'Moss in winter', body: 'Hello.' }).execute();
  });

  // Uploads and erasures reach files too: media under DATA_DIR/media, mail waiting in DATA_DIR/outbox.
  const files = async () =>
    fs.existsSync(context.dataDir) ? fs.readdirSync(context.dataDir, { recursive: true }).map(String).sort() : [];
  itRefusesWithoutAdminSession(adminEndpoints, () => context.db, files);
});
