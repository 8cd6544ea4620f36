import type { PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { publicStatusVariant } from '../../lib/catalogue/speciesStatus.ts';
import tints from '../../styles/shared/badgeTints.module.css';
import styles from './SpeciesBadges.module.css';

type SpeciesBadgesProps = { species: Pick<PublicSpecies, 'status' | 'environment' | 'niche'> };

/**
 * Status (public reading of requirements §4), environment and niche badges; the hidden
 * prefixes tell screen-reader users which value is which. The plain class names
 * (species-badges, status, species-environment, species-niche) are the browser tests' hooks.
 */
export function SpeciesBadges({ species }: SpeciesBadgesProps) {
  return (
    <ul className={`species-badges ${styles.badges}`} role="list">
      <li>
        <span className={`badge status ${styles.status}`} data-variant={publicStatusVariant(species.status)}>
          <span className="visually-hidden">Status: </span>
          {species.status}
        </span>
      </li>
      <li>
        <span className={`badge species-environment ${tints.teal}`}>
          <span className="visually-hidden">Environment: </span>
          {species.environment}
        </span>
      </li>
      <li>
        <span className={`badge species-niche ${tints.sand}`}>
          <span className="visually-hidden">Niche: </span>
          {species.niche}
        </span>
      </li>
    </ul>
  );
}
