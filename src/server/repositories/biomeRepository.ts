import type { PublicBiome } from '../../lib/catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';

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
