import type { BiomeCategory } from '../../lib/catalogue/biomeCategory.ts';
import badge from '../../styles/shared/badge.module.css';

// Each category keeps its own tint so the catalogue can be scanned by habitat at a glance.
const tintOf: Record<BiomeCategory, string | undefined> = {
  Freshwater: badge.teal,
  'Freshwater & Terrestrial': badge.shore,
  Terrestrial: badge.moss,
  'Saltwater & Terrestrial': badge.sand,
  Saltwater: badge.sea,
  Other: badge.stone,
};

export default function CategoryBadge({ category }: { category: BiomeCategory }) {
  return <span className={`badge ${badge.badge} ${tintOf[category]}`}>{category}</span>;
}
