import { useState } from 'react';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { primarySpeciesPhoto } from '../../lib/speciesPhoto.ts';
import { SpeciesImage } from './SpeciesImage.tsx';

type SpeciesGalleryProps = { species: Pick<PublicSpecies, 'commonName' | 'photos' | 'photoAlts'> };

/**
 * SPEC §2: the first photo large, the others as thumbnails. Choosing a thumbnail shows that photo
 * large; the first keeps a thumbnail too, so a visitor can always go back to it.
 */
export function SpeciesGallery({ species }: SpeciesGalleryProps) {
  const { commonName, photos, photoAlts } = species;
  const [selected, setSelected] = useState(0);
  const total = photos.length;
  const large = photos[selected] ?? primarySpeciesPhoto(photos);

  return (
    <div className="species-gallery">
      <SpeciesImage
        // A fresh image (and fallback chain) for each chosen photo.
        key={selected}
        className="species-gallery-photo"
        src={large}
        photos={photos}
        alt={total > 1 ? `${commonName}, photo ${selected + 1} of ${total}` : `Photo of the ${commonName}`}
        photoAlts={photoAlts}
        placeholderAlt={`No photo of the ${commonName} yet`}
        width={800}
        height={600}
        fetchPriority="high"
        decoding="async"
      />
      {total > 1 && (
        <ul className="species-thumbnails" role="list" aria-label={`Photos of the ${commonName}`}>
          {photos.map((photo, index) => (
            <li key={`${index}:${photo}`}>
              <button
                type="button"
                className="species-thumbnail"
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <span className="visually-hidden">
                  Show photo {index + 1} of {total}
                </span>
                <SpeciesImage src={photo} photos={photos} alt="" width={800} height={600} decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
