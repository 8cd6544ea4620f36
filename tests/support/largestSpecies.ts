import { speciesFieldLimits } from '../../src/lib/schemas/species.ts';

/*
 * The largest species the schema accepts, as the edit form would send it: every text at its maximum
 * length of its heaviest characters in JSON (a 3-byte "€" where control characters are refused, a
 * control character, written \u0001, where they are not), every list full, every photo with its alt text.
 */
const heavy = (length: number) => '€'.repeat(length);
const control = (length: number) => '\u0001'.repeat(length);
const maxPhotoUrl = 2000;
const maxAltText = 200;
const notePhotos = 4;

/** A distinct https photo address of the longest length, filled with control characters. */
function photoUrl(index: number): string {
  const start = `https://p${index}/`;
  return start + control(maxPhotoUrl - start.length);
}

export function largestSpecies() {
  const photos = Array.from({ length: speciesFieldLimits.photos }, (_, index) => photoUrl(index));
  const updateNotes = Array.from({ length: speciesFieldLimits.updateNotes }, (_, note) => ({
    // ISO allows any number of digits in the fraction of a second; the schema allows 40 characters.
    date: `2026-03-01T10:00:00.${'1'.repeat(19)}Z`,
    note: heavy(speciesFieldLimits.note),
    photos: Array.from({ length: notePhotos }, (_, photo) => photoUrl(photos.length + note * notePhotos + photo)),
  }));
  const allPhotos = [...photos, ...updateNotes.flatMap((note) => note.photos)];
  return {
    commonName: heavy(speciesFieldLimits.name),
    scientificName: heavy(speciesFieldLimits.name),
    environment: 'Seagrass Meadow Biome',
    status: 'Endangered',
    niche: 'Primary Producer',
    description: heavy(speciesFieldLimits.description),
    careInstructions: control(speciesFieldLimits.careInstructions),
    photos,
    updateNotes,
    isActive: true,
    photoAlts: Object.fromEntries(allPhotos.map((url) => [url, heavy(maxAltText)])),
  };
}
