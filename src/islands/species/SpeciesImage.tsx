import { type ImgHTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';
import { type PhotoAlts, photoAltText } from '../../lib/catalogue/photoAlts.ts';
import { nextSpeciesPhoto, speciesPlaceholderPhoto } from '../../lib/catalogue/speciesPhoto.ts';

type SpeciesImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt'> & {
  src: string;
  /** The species' photos, which the fallback chain of requirements §8 walks. */
  photos: readonly string[];
  /** The default text, read when the photo shown has no stored alt text. */
  alt: string;
  /** Stored alt texts by address, so that a photo shown after a fallback is described by its own. */
  photoAlts?: PhotoAlts;
  /** Read instead of `alt` once the placeholder stands in, so the text does not describe a photo that is not there. */
  placeholderAlt?: string;
};

/**
 * A species image that falls back to the second photo, then the placeholder, when it fails to load
 * (requirements §8).
 */
export function SpeciesImage({ src, photos, alt, photoAlts, placeholderAlt, ...imageProps }: SpeciesImageProps) {
  const [shown, setShown] = useState(src);
  const image = useRef<HTMLImageElement>(null);

  // Keyed on the address that failed, so a failure reported twice (by the event and by the check
  // below) moves one step, not two.
  const fallBackFrom = useCallback(
    (failed: string | null) =>
      setShown((current) => (failed === current ? (nextSpeciesPhoto(photos, current) ?? current) : current)),
    [photos],
  );

  // The server-rendered image may fail before React hydrates and listens for its error event.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) fallBackFrom(element.getAttribute('src'));
  }, [fallBackFrom]);

  return (
    <img
      ref={image}
      src={shown}
      alt={
        shown === speciesPlaceholderPhoto && placeholderAlt !== undefined
          ? placeholderAlt
          : photoAltText(photoAlts, shown, alt)
      }
      onError={(event) => fallBackFrom(event.currentTarget.getAttribute('src'))}
      {...imageProps}
    />
  );
}
