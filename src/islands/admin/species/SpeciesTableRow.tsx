import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { adminStatusVariant } from '../../../lib/catalogue/speciesStatus.ts';
import { AdminBadge } from '../common/AdminBadge.tsx';
import styles from '../common/admin.module.css';
import { RowActions } from '../common/RowActions.tsx';

type SpeciesTableRowProps = {
  species: PublicSpecies;
  onEdit: (species: PublicSpecies) => void;
  onDelete: (species: PublicSpecies) => void;
};

/** The cells name their column, which a phone's card layout shows before each (admin.module.css). */
const cell = (column: string) => ({ 'data-label': column, role: 'cell' });

/** One species in Species Management's table: a link to its public page unless hidden, Edit and Delete. */
export function SpeciesTableRow({ species, onEdit, onDelete }: SpeciesTableRowProps) {
  return (
    <tr role="row">
      <td {...cell('ID')}>{species.id}</td>
      <th scope="row" {...cell('Common Name')} role="rowheader">
        {species.isActive ? (
          <a href={`/species/${species.id}`}>{species.commonName}</a>
        ) : (
          <span>
            {species.commonName} <span className={styles.hiddenNote}>(hidden)</span>
          </span>
        )}
      </th>
      <td {...cell('Scientific Name')}>
        <i>{species.scientificName}</i>
      </td>
      <td {...cell('Environment')}>{species.environment}</td>
      <td {...cell('Status')}>
        <AdminBadge variant={adminStatusVariant(species.status)}>{species.status}</AdminBadge>
      </td>
      <td {...cell('Niche')}>{species.niche}</td>
      <td {...cell('Actions')}>
        <RowActions name={species.commonName} onEdit={() => onEdit(species)} onDelete={() => onDelete(species)} />
      </td>
    </tr>
  );
}
