/**
 * The alt texts a species' photos carry (requirements §3.3): a map from image address to its
 * text, for the species photos and the photos of its update notes alike. A photo with no entry
 * shows the page's default text, which names the species.
 */
export type PhotoAlts = Record<string, string>;

/** The stored alt text of `url`, or `fallback` when it has none. */
export function photoAltText(photoAlts: PhotoAlts | undefined, url: string, fallback: string): string {
  const stored = photoAlts && Object.hasOwn(photoAlts, url) ? photoAlts[url] : undefined;
  return stored ? stored : fallback;
}

/** Every image address of a species: its photos and its notes' photos. */
export function speciesPhotoUrls(species: {
  photos: readonly string[];
  updateNotes: readonly { photos?: readonly string[] }[];
}): Set<string> {
  return new Set([...species.photos, ...species.updateNotes.flatMap((note) => note.photos ?? [])]);
}

/** The entries of `photoAlts` that belong to `urls`, without empty texts (an empty text means the default). */
export function altsOf(photoAlts: PhotoAlts | undefined, urls: Iterable<string>): PhotoAlts {
  const kept: PhotoAlts = {};
  for (const url of urls) {
    const alt = photoAlts && Object.hasOwn(photoAlts, url) ? photoAlts[url] : undefined;
    if (alt) kept[url] = alt;
  }
  return kept;
}
