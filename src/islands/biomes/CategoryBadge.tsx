import type { BiomeCategory } from '../../lib/catalogue/biomeCategory.ts';
import tints from '../../styles/shared/badgeTints.module.css';

// Each category keeps its own tint so the catalogue can be scanned by habitat at a glance.
const tintOf: Record<BiomeCategory, string | undefined> = {
  Freshwater: tints.teal,
  'Freshwater & Terrestrial': tints.shore,
  Terrestrial: tints.moss,
  'Saltwater & Terrestrial': tints.sand,
  Saltwater: tints.sea,
  Other: tints.stone,
};

export default function CategoryBadge({ category }: { category: BiomeCategory }) {
  return <span className={`badge ${tintOf[category]}`}>{category}</span>;
}
