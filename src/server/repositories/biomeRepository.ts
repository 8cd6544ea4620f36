import type { PublicBiome } from '../../lib/catalogue.ts';
import type { BiomePayload } from '../../lib/schemas/biome.ts';
import type { Database } from '../db/database.ts';
import type { Biome, NewBiome } from '../db/schema.ts';
import { type DatabaseTransaction, type EntityChange, writeEntity } from './entityWrite.ts';

const publicColumns = [
  'id',
  'title',
  'type',
  'description',
  'lightLevel',
  'temperature',
  'waterNeeds',
  'imageUrl',
  'imageAlt',
  'price',
] as const;

export function listActiveBiomes(db: Database): Promise<PublicBiome[]> {
  return db.selectFrom('biomes').select(publicColumns).where('isActive', '=', true).orderBy('id').execute();
}

export function findActiveBiome(db: Database, id: number): Promise<PublicBiome | undefined> {
  return db
    .selectFrom('biomes')
    .select(publicColumns)
    .where('id', '=', id)
    .where('isActive', '=', true)
    .executeTakeFirst();
}

export async function insertBiomes(db: Database, biomes: NewBiome[]): Promise<number[]> {
  if (biomes.length === 0) return [];
  const rows = await db.insertInto('biomes').values(biomes).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Every biome, hidden ones too, in the order the public catalogue shows them. */
export function listAllBiomes(db: Database): Promise<Biome[]> {
  return db.selectFrom('biomes').selectAll().orderBy('id').execute();
}

function lockedBiome(trx: DatabaseTransaction, id: number): Promise<Biome | undefined> {
  return trx.selectFrom('biomes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function createBiome(db: Database, actor: string, fields: BiomePayload): Promise<EntityChange<Biome>> {
  const change = await writeEntity<Biome>(db, { actor, entity: 'biome' }, async (trx) => {
    const after = await trx.insertInto('biomes').values(fields).returningAll().executeTakeFirstOrThrow();
    return { entity: 'biome', entityId: after.id, action: 'create', before: undefined, after };
  });
  return change!;
}

/** Replaces every stored field; undefined when there is no such biome. */
export function updateBiome(
  db: Database,
  actor: string,
  id: number,
  fields: BiomePayload,
): Promise<EntityChange<Biome> | undefined> {
  return writeEntity<Biome>(db, { actor, entity: 'biome', id }, async (trx) => {
    const before = await lockedBiome(trx, id);
    if (!before) return undefined;
    const after = await trx
      .updateTable('biomes')
      .set(fields)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { entity: 'biome', entityId: id, action: 'update', before, after };
  });
}

export function deleteBiome(db: Database, actor: string, id: number): Promise<EntityChange<Biome> | undefined> {
  return writeEntity<Biome>(db, { actor, entity: 'biome', id }, async (trx) => {
    const before = await lockedBiome(trx, id);
    if (!before) return undefined;
    await trx.deleteFrom('biomes').where('id', '=', id).execute();
    return { entity: 'biome', entityId: id, action: 'delete', before, after: undefined };
  });
}
