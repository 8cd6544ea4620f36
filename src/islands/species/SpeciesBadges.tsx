import type { PublicSpecies } from '../../lib/catalogue.ts';
import { publicStatusVariant } from '../../lib/speciesStatus.ts';

type SpeciesBadgesProps = { species: Pick<PublicSpecies, 'status' | 'environment' | 'niche'> };

/**
 * Status (public reading of SPEC §4), environment and niche badges; the hidden
 * prefixes tell screen-reader users which value is which.
 */
export function SpeciesBadges({ species }: SpeciesBadgesProps) {
  return (
    <ul className="species-badges" role="list">
      <li>
        <span className="badge status" data-variant={publicStatusVariant(species.status)}>
          <span className="visually-hidden">Status: </span>
          {species.status}
        </span>
      </li>
      <li>
        <span className="badge species-environment">
          <span className="visually-hidden">Environment: </span>
          {species.environment}
        </span>
      </li>
      <li>
        <span className="badge species-niche">
          <span className="visually-hidden">Niche: </span>
          {species.niche}
        </span>
      </li>
    </ul>
  );
}
