import type { CatalogueSpecies } from '../../lib/catalogue/catalogue.ts';
import { primarySpeciesPhoto } from '../../lib/catalogue/speciesPhoto.ts';
import { SpeciesBadges } from './SpeciesBadges.tsx';
import { SpeciesImage } from './SpeciesImage.tsx';
import card from '../../styles/shared/card.module.css';
import styles from './SpeciesCard.module.css';

export type { CatalogueSpecies };

type SpeciesCardProps = {
  species: CatalogueSpecies;
  /** Cards in the first row load at once; the rest wait until they scroll near. */
  eager: boolean;
};

/**
 * One catalogue entry; the name's link is stretched over the card, so a click anywhere opens the species.
 * The plain class names (species-card, species-card-description) are the browser tests' hooks.
 */
export function SpeciesCard({ species, eager }: SpeciesCardProps) {
  return (
    <article className={`species-card ${styles.card}`}>
      <SpeciesImage
        className={styles.photo}
        src={primarySpeciesPhoto(species.photos)}
        photos={species.photos}
        alt={`Photo of the ${species.commonName}`}
        photoAlts={species.photoAlts}
        placeholderAlt={`No photo of the ${species.commonName} yet`}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <a className={card.stretchedLink} href={`/species/${species.id}`}>
            {species.commonName}
          </a>
        </h2>
        <p className={styles.scientific}>
          <i lang="la">{species.scientificName}</i>
        </p>
        <SpeciesBadges species={species} />
        <p className={`species-card-description ${styles.description}`}>{species.description}</p>
      </div>
    </article>
  );
}
