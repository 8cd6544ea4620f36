import { useState } from 'react';
import { type BiomeFilter, biomeFilters, biomeMatchesFilter } from '../../lib/biomeCategory.ts';
import styles from './BiomeCatalog.module.css';
import BiomeCard, { type BiomeSummary } from './BiomeCard.tsx';

function countText(shown: number, filter: BiomeFilter): string {
  const noun = shown === 1 ? 'biome' : 'biomes';
  if (filter === 'all') return `Showing all ${shown} ${noun}`;
  const label = biomeFilters.find((entry) => entry.value === filter)?.label ?? filter;
  return `Showing ${shown} ${label} ${noun}`;
}

/**
 * The home page's biome catalogue with its habitat filter (SPEC §2 section 4, filter rules SPEC §4).
 * The server render is the full list, so without JavaScript every biome is still there; the filter
 * buttons are hidden in that case because they could do nothing.
 */
export default function BiomeCatalog({ biomes }: { biomes: BiomeSummary[] }) {
  const [filter, setFilter] = useState<BiomeFilter>('all');
  const shown = biomes.filter((biome) => biomeMatchesFilter(biome.title, filter));

  return (
    <div className={styles.catalog}>
      <div className={styles.toolbar}>
        <div className={styles.filters} role="group" aria-label="Filter biomes by habitat">
          {biomeFilters.map((entry) => (
            <button
              key={entry.value}
              type="button"
              className={styles.filter}
              aria-pressed={filter === entry.value}
              onClick={() => setFilter(entry.value)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
          {countText(shown.length, filter)}
        </p>
      </div>

      {shown.length > 0 ? (
        <ul className={styles.grid} role="list">
          {shown.map((biome) => (
            <li key={biome.id} className={styles.item}>
              <BiomeCard biome={biome} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No biome in the catalogue belongs to this habitat yet.</p>
      )}
    </div>
  );
}
