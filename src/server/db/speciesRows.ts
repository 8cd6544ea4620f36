import type { PublicSpecies, SpeciesTextFields, UpdateNote } from '../../lib/catalogue/catalogue.ts';
import { altsOf, type PhotoAlts, speciesPhotoUrls } from '../../lib/catalogue/photoAlts.ts';

/**
 * A species as it is written: PublicSpecies's fields, the JSON lists as values, the timestamps left to
 * the database. photoAlts entries for addresses that are not among the photos, or with empty texts,
 * are not stored.
 */
export type SpeciesInput = SpeciesTextFields &
  Partial<
    Pick<PublicSpecies, 'careInstructions' | 'photos' | 'updateNotes' | 'photoAlts' | 'createdAt' | 'updatedAt'>
  > & {
    isActive?: boolean;
  };

/** The alt texts of the given photos only, as JSON: the texts of removed photos go with them. */
export function storedAlts(photoAlts: PhotoAlts | undefined, photos: string[], updateNotes: UpdateNote[]): string {
  return JSON.stringify(altsOf(photoAlts, speciesPhotoUrls({ photos, updateNotes })));
}

/**
 * A species as its row stores it (the species repository's writes and the seed): the lists as JSON
 * text, which pg would otherwise send as Postgres arrays.
 */
export function storedSpeciesFields<Fields extends Pick<SpeciesInput, 'photos' | 'updateNotes' | 'photoAlts'>>({
  photos = [],
  updateNotes = [],
  photoAlts,
  ...fields
}: Fields) {
  return {
    ...fields,
    photos: JSON.stringify(photos),
    updateNotes: JSON.stringify(updateNotes),
    photoAlts: storedAlts(photoAlts, photos, updateNotes),
  };
}
