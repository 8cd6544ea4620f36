import type { PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { publicStatusVariant } from '../../lib/catalogue/speciesStatus.ts';
import badge from '../../styles/shared/badge.module.css';
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
        <span className={`status ${badge.badge} ${styles.status}`} data-variant={publicStatusVariant(species.status)}>
          <span className="visually-hidden">Status: </span>
          {species.status}
        </span>
      </li>
      <li>
        <span className={`species-environment ${badge.badge} ${badge.teal}`}>
          <span className="visually-hidden">Environment: </span>
          {species.environment}
        </span>
      </li>
      <li>
        <span className={`species-niche ${badge.badge} ${badge.sand}`}>
          <span className="visually-hidden">Niche: </span>
          {species.niche}
        </span>
      </li>
    </ul>
  );
}
