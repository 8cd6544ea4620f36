/** requirements §8: the fixed image shown when a species has no photo that loads. */
export const speciesPlaceholderPhoto = '/images/species/placeholder.svg';

/** The photo a species is shown with first: its first photo, or the placeholder when it has none. */
export function primarySpeciesPhoto(photos: readonly string[]): string {
  return photos[0] ?? speciesPlaceholderPhoto;
}

/**
 * requirements §8: a species image that fails to load falls back to the second photo, else to the
 * placeholder. Returns the next address to try after `failedSrc`, or undefined when the placeholder
 * itself failed: there is nothing left to try, and retrying it would loop.
 */
export function nextSpeciesPhoto(photos: readonly string[], failedSrc: string): string | undefined {
  if (failedSrc === speciesPlaceholderPhoto) return undefined;
  const second = photos[1];
  if (second !== undefined && second !== failedSrc) return second;
  return speciesPlaceholderPhoto;
}
