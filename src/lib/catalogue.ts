import type { PhotoAlts } from './photoAlts.ts';

/**
 * What the public pages and the read API show of each catalogue entity (SPEC §3, "views of entities
 * as the screens use them"). Shared by the functions, the build and the islands.
 */
export type PublicBiome = {
  id: number;
  title: string;
  type: string;
  description: string;
  lightLevel: string;
  temperature: string;
  waterNeeds: string;
  imageUrl: string;
  /** US cents. */
  price: number;
};

export const resourceTypes = ['Guide', 'PDF', 'Spreadsheet', 'Video'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export type PublicResource = {
  id: number;
  title: string;
  description: string;
  type: ResourceType;
  fileUrl: string;
  imageUrl: string;
};

export type UpdateNote = {
  /** ISO timestamp set when the note was created. */
  date: string;
  note: string;
  photos?: string[];
};

export type PublicSpecies = {
  id: number;
  commonName: string;
  scientificName: string;
  environment: string;
  status: string;
  niche: string;
  description: string;
  careInstructions: string;
  photos: string[];
  updateNotes: UpdateNote[];
  /** Alt text by image address, for `photos` and the notes' photos; a photo without one gets the page's default text. */
  photoAlts: PhotoAlts;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Everything the build needs to pre-render the public pages (DESIGN.md decision 4). */
export type Catalogue = {
  biomes: PublicBiome[];
  species: PublicSpecies[];
  resources: PublicResource[];
};
