import type { PublicPost } from '../journal/journalPost.ts';
import type { PhotoAlts } from './photoAlts.ts';
import type { BiomeRecord } from '../schemas/biome.ts';
import type { ResourceRecord } from '../schemas/resource.ts';
import type { SiteSwitches } from '../schemas/siteSwitches.ts';
import type { SpeciesPayload, updateNoteSchema } from '../schemas/species.ts';
import type { z } from 'zod';

export { resourceTypes, type ResourceType } from './resourceTypes.ts';

/**
 * What the public pages and the read API show of each catalogue entity (requirements §3, "views of entities
 * as the screens use them"). Shared by the functions, the build and the islands. The biome and
 * resource views are their stored records (one definition each: the admin's zod schemas in
 * src/lib/schemas/) without the isActive flag, since only active rows are ever shown.
 */
export type PublicBiome = Omit<BiomeRecord, 'isActive'>;

export type PublicResource = Omit<ResourceRecord, 'isActive'>;

/** A dated note as stored and shown: what the admin's note schema (src/lib/schemas/species.ts) outputs. */
export type UpdateNote = z.output<typeof updateNoteSchema>;

/**
 * A species as the pages and the read API show it: the admin's species schema (src/lib/schemas/species.ts)
 * with its id and timestamps. The choice fields stay text, as the table holds them (the schema checks
 * the requirements' enumerations on every write); photoAlts is always there, where a write may leave it out.
 */
export type PublicSpecies = { id: number } & Omit<SpeciesPayload, 'environment' | 'status' | 'niche' | 'photoAlts'> & {
    environment: string;
    status: string;
    niche: string;
    /** Alt text by image address, for `photos` and the notes' photos; a photo without one gets the default. */
    photoAlts: PhotoAlts;
    createdAt: string;
    updatedAt: string;
  };

/** What a catalogue card shows; no more, since an island's props are written into the page's HTML. */
export type CatalogueSpecies = Pick<
  PublicSpecies,
  'id' | 'commonName' | 'scientificName' | 'status' | 'environment' | 'niche' | 'description' | 'photos' | 'photoAlts'
>;

/** The text fields of a species, each one column of its table (src/server/db/schema.ts). */
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
