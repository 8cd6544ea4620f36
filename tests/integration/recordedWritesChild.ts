import { sql } from 'kysely';
import { editSpecies } from '../../src/server/admin/speciesAdmin.ts';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { usePublisher } from '../../src/server/publish/publisher.ts';
import { createAdminSession } from '../../src/server/repositories/adminSessionRepository.ts';

/**
 * The process that historyKill.test.ts kills: it edits one species through the real PATCH handler,
 * one edit after another, as fast as it can, and prints `committed N` once edit N has been answered
 * (so it was committed). The test SIGKILLs it mid-stream and then reads what survived. On Postgres
 * it first prints `backend {pid}`, the server process of its one connection.
 *
 * Environment: SPECIES_ID, FIRST_VERSION (edit N sets the description to `version N`), and the
 * database: CHILD_DATA_DIR (embedded PGlite) or CHILD_DATABASE_URL with CHILD_SCHEMA.
 */
const { SPECIES_ID, FIRST_VERSION, CHILD_DATA_DIR, CHILD_DATABASE_URL, CHILD_SCHEMA } = process.env;
// One connection, whose server process the test can watch: it prints `backend {pid}` first.
const handle: DatabaseHandle = CHILD_DATA_DIR
  ? await openPGlite(CHILD_DATA_DIR)
  : await openPostgres(CHILD_DATABASE_URL!, { searchPath: CHILD_SCHEMA!, max: 1 });
useDatabase(handle.db);
if (!CHILD_DATA_DIR)
  process.stdout.write(
    `backend ${(await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid}\n`,
  );
usePublisher({ request: async () => {}, state: async () => ({ state: 'live' }) });
const { sessionId } = await createAdminSession(handle.db, 'killed@closedbiomes.example');

const origin = 'http://localhost:4321';
const fields = {
  commonName: 'Ghost shrimp',
  scientificName: 'Palaemonetes paludosus',
  environment: 'Lake Biome',
  status: 'Stable',
  niche: 'Consumer',
};
for (let version = Number(FIRST_VERSION); ; version++) {
  const request = new Request(`${origin}/api/species/${SPECIES_ID}`, {
    method: 'PATCH',
    headers: { cookie: `admin_session=${sessionId}`, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, description: `version ${version}` }),
  });
  const response = await editSpecies(request, { params: { id: SPECIES_ID! } });
  if (response.status !== 200) throw new Error(`edit ${version} answered ${response.status}: ${await response.text()}`);
  process.stdout.write(`committed ${version}\n`);
}
