import type { PublicSpecies, UpdateNote } from '../../lib/catalogue.ts';
import type { Database } from '../db/database.ts';
import type { Species } from '../db/schema.ts';

/** A species as it is written: the JSON lists as values, the timestamps left to the database. */
export type SpeciesInput = {
  commonName: string;
  scientificName: string;
  environment: string;
  status: string;
  niche: string;
  description: string;
  careInstructions?: string;
  photos?: string[];
  updateNotes?: UpdateNote[];
  isActive?: boolean;
  createdAt?: string;
  updatedAt?: string;
};

export function toPublicSpecies(row: Species): PublicSpecies {
  return {
    id: row.id,
    commonName: row.commonName,
    scientificName: row.scientificName,
    environment: row.environment,
    status: row.status,
    niche: row.niche,
    description: row.description,
    careInstructions: row.careInstructions,
    photos: row.photos,
    updateNotes: row.updateNotes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listActiveSpecies(db: Database): Promise<PublicSpecies[]> {
  const rows = await db.selectFrom('species').selectAll().where('isActive', '=', true).orderBy('id').execute();
  return rows.map(toPublicSpecies);
}

export async function findActiveSpecies(db: Database, id: number): Promise<PublicSpecies | undefined> {
  const row = await db.selectFrom('species').selectAll().where('id', '=', id).where('isActive', '=', true).executeTakeFirst();
  return row && toPublicSpecies(row);
}

export async function insertSpecies(db: Database, species: SpeciesInput[]): Promise<number[]> {
  if (species.length === 0) return [];
  const rows = await db
    .insertInto('species')
    .values(
      species.map(({ photos = [], updateNotes = [], ...fields }) => ({
        ...fields,
        photos: JSON.stringify(photos),
        updateNotes: JSON.stringify(updateNotes),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
