import { type MouseEvent, useState } from 'react';
import { type BiomeFilter, biomeFilters, biomeMatchesFilter } from '../../lib/catalogue/biomeCategory.ts';
import { useFiltersInAddress } from '../useFiltersInAddress.ts';
import catalogue from '../../styles/shared/catalogue.module.css';
import pillTabs from '../../styles/shared/pillTabs.module.css';
import { ScriptNeededNote } from '../ScriptNeededNote.tsx';
import BiomeCard, { type BiomeSummary } from './BiomeCard.tsx';

function countText(shown: number, filter: BiomeFilter): string {
  const noun = shown === 1 ? 'biome' : 'biomes';
  if (filter === 'all') return `Showing all ${shown} ${noun}`;
  const label = biomeFilters.find((entry) => entry.value === filter)?.label ?? filter;
  return `Showing ${shown} ${label} ${noun}`;
}

/** The address parameter that names the filter, so a filtered catalogue can be shared or reloaded. */
export const habitatParameter = 'habitat';

function filterNamed(value: string | undefined): BiomeFilter | undefined {
  return biomeFilters.find((entry) => entry.value === value)?.value;
}

/**
 * The home page's biome catalogue with its habitat filter (requirements §2 section 4, filter rules requirements §4).
 * The server render is the full list, so without JavaScript every biome is still there; the filter
 * buttons are hidden in that case because they could do nothing, and a note says so. The buttons submit a GET form to
 * `/?habitat=…#biomes`: a tap before the island has hydrated loads that address, whose filter the
 * island applies when it hydrates; once hydrated, a tap filters in place and keeps the address.
 */
export default function BiomeCatalog({ biomes }: { biomes: BiomeSummary[] }) {
  const [filter, setFilter] = useState<BiomeFilter>('all');
  const shown = biomes.filter((biome) => biomeMatchesFilter(biome.title, filter));

  const rememberFilter = useFiltersInAddress([habitatParameter], (found) => {
    const requested = filterNamed(found[habitatParameter]);
    if (requested) setFilter(requested);
  });

  function choose(event: MouseEvent<HTMLButtonElement>, value: BiomeFilter) {
    event.preventDefault();
    setFilter(value);
    rememberFilter({ [habitatParameter]: value === 'all' ? null : value });
  }

  return (
    <div>
      <div className={catalogue.toolbar}>
        <ScriptNeededNote>
          Filtering by habitat needs JavaScript, which is off in this browser: every biome is listed below.
        </ScriptNeededNote>
        {/* A form may not be a group (ARIA in HTML): the group is the row of buttons inside it. */}
        <form className="biome-filters" method="get" action="/#biomes">
          <div className={pillTabs.row} role="group" aria-label="Filter biomes by habitat">
            {biomeFilters.map((entry) => (
              <button
                key={entry.value}
                type="submit"
                name={habitatParameter}
                value={entry.value}
                className={`biome-filter ${pillTabs.pill}`}
                aria-pressed={filter === entry.value}
                onClick={(event) => choose(event, entry.value)}
              >
                {entry.label}
              </button>
            ))}
          </div>
        </form>
        <p className={catalogue.summary} role="status" aria-live="polite" aria-atomic="true">
          {countText(shown.length, filter)}
        </p>
      </div>

      {shown.length > 0 ? (
        <ul className={`biome-grid ${catalogue.grid}`} role="list">
          {shown.map((biome) => (
            <li key={biome.id}>
              <BiomeCard biome={biome} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="biome-catalog-empty">No biome in the catalogue belongs to this habitat yet.</p>
      )}
    </div>
  );
}
