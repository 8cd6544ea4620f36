import { useState } from 'react';
import type { PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { primarySpeciesPhoto } from '../../lib/catalogue/speciesPhoto.ts';
import { SpeciesImage } from './SpeciesImage.tsx';
import styles from './SpeciesGallery.module.css';

type SpeciesGalleryProps = { species: Pick<PublicSpecies, 'commonName' | 'photos' | 'photoAlts'> };

/**
 * requirements §2: the first photo large, the others as thumbnails. Choosing a thumbnail shows that photo
 * large; the first keeps a thumbnail too, so a visitor can always go back to it.
 */
export function SpeciesGallery({ species }: SpeciesGalleryProps) {
  const { commonName, photos, photoAlts } = species;
  const [selected, setSelected] = useState(0);
  const total = photos.length;
  const large = photos[selected] ?? primarySpeciesPhoto(photos);

  return (
    <div className={styles.gallery}>
      <SpeciesImage
        // A fresh image (and fallback chain) for each chosen photo.
        key={selected}
        // species-gallery-photo: the browser tests' hook.
        className={`species-gallery-photo ${styles.photo}`}
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
        <ul className={styles.thumbnails} role="list" aria-label={`Photos of the ${commonName}`}>
          {photos.map((photo, index) => (
            <li key={`${index}:${photo}`}>
              <button
                type="button"
                className={styles.thumbnail}
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
