import { useId } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { photoAltText } from '../../../lib/catalogue/photoAlts.ts';
import styles from '../common/admin.module.css';
import card from '../../../styles/shared/card.module.css';

/** The chosen species' photos as they are now, so the one just added can be seen among them. */
export function CurrentSpeciesPhotos({ species }: { species: PublicSpecies }) {
  const titleId = useId();
  return (
    <section className={`${card.box} ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        Current photos of {species.commonName}
      </h2>
      {species.photos.length === 0 ? (
        <p className={styles.muted}>No photos yet.</p>
      ) : (
        <ul className={styles.photoGrid} role="list">
          {species.photos.map((url, index) => (
            <li key={`${index}-${url}`}>
              <img
                src={url}
                alt={photoAltText(
                  species.photoAlts,
                  url,
                  `${species.commonName}, photo ${index + 1} of ${species.photos.length}`,
                )}
                width={240}
                height={180}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
