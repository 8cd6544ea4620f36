import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrateToLatest.ts';
import { listAllSpecies } from '../../src/server/repositories/speciesRepository.ts';
import { testDatabases, useTestDatabase, migrateUpTo } from './testDatabases.ts';

describe.each(testDatabases)('the photo_alts migration on $name', (database) => {
  const handle = useTestDatabase(database, { prepare: false });

  it('gives the species stored before it an empty map, so their photos keep the default text', async () => {
    await migrateUpTo(handle().db, '2026-11-22T14-00-00_create_admin_sessions');
    await sql`insert into species (common_name, scientific_name, environment, status, niche, description, photos)
      values ('Ghost shrimp', 'Palaemonetes paludosus', 'Lake Biome', 'Stable', 'Consumer',
        'A translucent scavenger.', '["/media/a.webp"]'::jsonb)`.execute(handle().db);

    // The photo_alts migration runs next (later migrations may follow it).
    expect((await migrateToLatest(handle().db))[0]).toBe('2026-11-22T15-00-00_add_species_photo_alts');
    const [species] = await listAllSpecies(handle().db);
    expect(species).toMatchObject({ commonName: 'Ghost shrimp', photos: ['/media/a.webp'], photoAlts: {} });
  });
});
