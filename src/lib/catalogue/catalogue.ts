import type { Selectable } from 'kysely';
import type { PublicPost } from '../journal/journalPost.ts';
import type { SiteSwitches } from '../schemas/siteSwitches.ts';
import type { BiomeTable } from '../tables/biomeTable.ts';
import type { ResourceTable } from '../tables/resourceTable.ts';
import type { SpeciesTable } from '../tables/speciesTable.ts';

export { resourceTypes, type ResourceType } from './resourceTypes.ts';

/** A biome as stored and as the admin lists it, hidden ones too (GET /api/admin/biomes). */
export type BiomeRecord = Selectable<BiomeTable>;

/** A resource as stored and as the admin lists it, hidden ones too (GET /api/admin/resources). */
export type ResourceRecord = Selectable<ResourceTable>;

/**
 * What the public pages and the read API show of each catalogue entity (requirements §3, "views of entities
 * as the screens use them"). Shared by the functions, the build and the islands. Each is its table's row
 * (src/lib/tables/); the biome and resource views without the isActive flag, since only active rows
 * are ever shown.
 */
export type PublicBiome = Omit<BiomeRecord, 'isActive'>;

export type PublicResource = Omit<ResourceRecord, 'isActive'>;

/** A dated note as stored and shown. */
export type UpdateNote = Selectable<SpeciesTable>['updateNotes'][number];

/**
 * A species as the pages and the read API show it: its row, the timestamps as JSON carries them. The
 * choice fields stay text, as the table holds them (the species schema checks the requirements'
 * enumerations on every write).
 */
export type PublicSpecies = Omit<Selectable<SpeciesTable>, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** What a catalogue card shows; no more, since an island's props are written into the page's HTML. */
export type CatalogueSpecies = Pick<
  PublicSpecies,
  'id' | 'commonName' | 'scientificName' | 'status' | 'environment' | 'niche' | 'description' | 'photos' | 'photoAlts'
>;

/** The text fields of a species, each one column of its table (src/lib/tables/speciesTable.ts). */
export type SpeciesTextFields = Pick<
  PublicSpecies,
  'commonName' | 'scientificName' | 'environment' | 'status' | 'niche' | 'description'
>;

/** Everything the build needs to pre-render the public pages (docs/design.md decision 4). */
export type Catalogue = {
  biomes: PublicBiome[];
  species: PublicSpecies[];
  resources: PublicResource[];
  /** The journal's published posts, newest first (requirements §2.26). */
  posts: PublicPost[];
  /** The admin's settings that shape the pages (whether the resources are live). */
  settings: SiteSwitches;
};
