import type { Catalogue } from '../../lib/catalogue.ts';
import type { Database } from '../db/database.ts';
import { listActiveBiomes } from '../repositories/biomeRepository.ts';
import { listActiveResources } from '../repositories/resourceRepository.ts';
import { listActiveSpecies } from '../repositories/speciesRepository.ts';

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const [biomes, species, resources] = await Promise.all([
    listActiveBiomes(db),
    listActiveSpecies(db),
    listActiveResources(db),
  ]);
  return { biomes, species, resources };
}
