import type { Generated } from 'kysely';
import type { PhotoAlts } from '../catalogue/photoAlts.ts';
import type { Defaulted, DefaultedJson, Timestamp } from './columnTypes.ts';

/**
 * A species (requirements §3): the species table as db/migrations makes it. What the admin may write
 * into it is src/lib/schemas/species.ts; how a row stores its lists, src/server/db/speciesRows.ts.
 */
export interface SpeciesTable {
  id: Generated<number>;
  commonName: string;
  scientificName: string;
  /** The choice fields are text columns: the species schema checks the requirements' choices on every write. */
  environment: string;
  status: string;
  niche: string;
  description: string;
  careInstructions: Defaulted<string>;
  /** Dated notes, oldest first; `date` an ISO timestamp. */
  updateNotes: DefaultedJson<{ date: string; note: string; photos?: string[] }[]>;
  /** Image addresses, the first one the card photo. */
  photos: DefaultedJson<string[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  isActive: Defaulted<boolean>;
  /** Alt text by image address, for the photos and the notes' photos (src/lib/catalogue/photoAlts.ts). */
  photoAlts: DefaultedJson<PhotoAlts>;
}
