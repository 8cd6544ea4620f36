import type { BiomeCategory } from '../../lib/biomeCategory.ts';
import styles from './CategoryBadge.module.css';

// Each category keeps its own tint so the catalogue can be scanned by habitat at a glance.
const tones: Record<BiomeCategory, string> = {
  Freshwater: 'freshwater',
  'Freshwater & Terrestrial': 'shore',
  Terrestrial: 'terrestrial',
  'Saltwater & Terrestrial': 'coast',
  Saltwater: 'saltwater',
  Other: 'other',
};

export default function CategoryBadge({ category }: { category: BiomeCategory }) {
  return (
    <span className={`badge ${styles.category}`} data-tone={tones[category]}>
      {category}
    </span>
  );
}
