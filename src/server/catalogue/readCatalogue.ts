import type { Catalogue } from '../../lib/catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';
import { listActiveBiomes } from '../repositories/biomeRepository.ts';
import { listPublishedPosts } from '../repositories/postRepository.ts';
import { listActiveResources } from '../repositories/resourceRepository.ts';
import { readSiteSwitches } from '../repositories/siteSettingsRepository.ts';
import { listActiveSpecies } from '../repositories/speciesRepository.ts';

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const [biomes, species, resources, posts, settings] = await Promise.all([
    listActiveBiomes(db),
    listActiveSpecies(db),
    listActiveResources(db),
    listPublishedPosts(db),
    readSiteSwitches(db),
  ]);
  return { biomes, species, resources, posts, settings };
}
