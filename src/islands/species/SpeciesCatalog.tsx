import * as Tabs from '@radix-ui/react-tabs';
import { useId, useMemo, useRef, useState } from 'react';
import { distinctEnvironments, distinctNiches, environmentLabel, filterSpecies } from '../../lib/speciesSearch.ts';
import { useValueTypedBeforeHydration } from '../useValueTypedBeforeHydration.ts';
import { type CatalogueSpecies, SpeciesCard } from './SpeciesCard.tsx';

type SpeciesCatalogProps = { species: CatalogueSpecies[] };

/** The value of each 'All …' tab; the others are indexes, since values end up in element ids. */
const allTab = 'all';
/** About one row of cards on a wide screen. */
const eagerCards = 3;

function tabChoice(tab: string, values: readonly string[]): string | null {
  return tab === allTab ? null : (values[Number(tab)] ?? null);
}

/**
 * The species catalogue with its search and its environment and niche tabs (SPEC §2). The server
 * render is the whole, unfiltered catalogue, so the page reads the same without JavaScript.
 *
 * The niche tabs sit inside the environment tab panel and the cards inside the niche tab panel: each
 * tab set filters what its panel shows, and one panel element stays in place while the tabs change,
 * so the live count inside it keeps announcing.
 */
export default function SpeciesCatalog({ species }: SpeciesCatalogProps) {
  const [query, setQuery] = useState('');
  const [environmentTab, setEnvironmentTab] = useState(allTab);
  const [nicheTab, setNicheTab] = useState(allTab);
  const environments = useMemo(() => distinctEnvironments(species), [species]);
  const niches = useMemo(() => distinctNiches(species), [species]);
  const environment = tabChoice(environmentTab, environments);
  const niche = tabChoice(nicheTab, niches);
  const shown = useMemo(() => filterSpecies(species, { query, environment, niche }), [species, query, environment, niche]);
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(searchRef, setQuery);
  const environmentLabelId = useId();
  const nicheLabelId = useId();

  return (
    <div className="species-catalog">
      <div className="species-search">
        <label className="visually-hidden" htmlFor={searchId}>
          Search species
        </label>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          placeholder="Search species by name or description..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // A value restored by the browser on Back would not match the state React hydrates with.
          autoComplete="off"
          spellCheck={false}
        />
      </div>

      <Tabs.Root value={environmentTab} onValueChange={setEnvironmentTab}>
        <div className="species-filter">
          <span className="species-filter-label" id={environmentLabelId}>
            Environment
          </span>
          <Tabs.List className="species-tab-list" aria-labelledby={environmentLabelId}>
            <Tabs.Trigger className="species-tab" value={allTab}>
              All Environments
            </Tabs.Trigger>
            {environments.map((value, index) => (
              <Tabs.Trigger className="species-tab" key={value} value={String(index)}>
                {environmentLabel(value)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>

        {/* Not a tab stop of its own: the tabs and cards inside it are. */}
        <Tabs.Content value={environmentTab} tabIndex={undefined}>
          <Tabs.Root value={nicheTab} onValueChange={setNicheTab}>
            <div className="species-filter">
              <span className="species-filter-label" id={nicheLabelId}>
                Niche
              </span>
              <Tabs.List className="species-tab-list" aria-labelledby={nicheLabelId}>
                <Tabs.Trigger className="species-tab" value={allTab}>
                  All Niches
                </Tabs.Trigger>
                {niches.map((value, index) => (
                  <Tabs.Trigger className="species-tab" key={value} value={String(index)}>
                    {value}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </div>

            <Tabs.Content value={nicheTab} tabIndex={undefined}>
              <p className="species-count" role="status">
                {shown.length} species
              </p>
              {shown.length === 0 ? (
                <p className="species-empty">No species match your search criteria.</p>
              ) : (
                <ul className="species-grid" role="list">
                  {shown.map((entry, index) => (
                    <li key={entry.id}>
                      <SpeciesCard species={entry} eager={index < eagerCards} />
                    </li>
                  ))}
                </ul>
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
