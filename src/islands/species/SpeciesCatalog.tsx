import * as Tabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import { distinctEnvironments, distinctNiches, environmentLabel, filterSpecies } from '../../lib/speciesSearch.ts';
import { CatalogueSearch } from '../CatalogueSearch.tsx';
import { ScriptNeededNote } from '../ScriptNeededNote.tsx';
import { useSearchInAddress } from '../useSearchInAddress.ts';
import { type CatalogueSpecies, SpeciesCard } from './SpeciesCard.tsx';
import { allTab, choiceOf, SpeciesFilterTabs, tabOf } from './SpeciesFilterTabs.tsx';
import styles from './SpeciesCatalog.module.css';

type SpeciesCatalogProps = { species: CatalogueSpecies[] };

/** About one row of cards on a wide screen. */
const eagerCards = 3;
/** The address parameters of the search and the two tab rows: `/species?q=…&environment=…&niche=…`. */
const filterNames = ['q', 'environment', 'niche'] as const;

/**
 * The species catalogue with its search and its environment and niche tabs (SPEC §2). The server
 * render is the whole, unfiltered catalogue, so the page reads the same without JavaScript (the
 * controls are hidden then, and a note says that they need it, whatever the address asks for). The
 * controls are a GET form to this page: what the visitor chose before hydration is in the address
 * (or still in the search box) and is adopted; after hydration the form is never submitted.
 *
 * The niche tabs sit inside the environment tab panel and the cards inside the niche tab panel: each
 * tab set filters what its panel shows, and one panel element stays in place while the tabs change,
 * so the live count inside it keeps announcing.
 */
export default function SpeciesCatalog({ species }: SpeciesCatalogProps) {
  const environments = useMemo(() => distinctEnvironments(species), [species]);
  const niches = useMemo(() => distinctNiches(species), [species]);
  const [environmentTab, setEnvironmentTab] = useState(allTab);
  const [nicheTab, setNicheTab] = useState(allTab);
  const { query, searchRef, search, rememberFilters } = useSearchInAddress(filterNames, (found) => {
    setEnvironmentTab(tabOf(found.environment, environments));
    setNicheTab(tabOf(found.niche, niches));
  });
  const environment = choiceOf(environmentTab, environments);
  const niche = choiceOf(nicheTab, niches);
  const shown = useMemo(
    () => filterSpecies(species, { query, environment, niche }),
    [species, query, environment, niche],
  );

  return (
    // species-catalog, species-count and species-grid: the browser tests' hooks.
    <form className="species-catalog" method="get" action="/species" onSubmit={(event) => event.preventDefault()}>
      <ScriptNeededNote>
        Search and filters need JavaScript, which is off in this browser: every species is listed below.
      </ScriptNeededNote>
      <CatalogueSearch
        className={styles.search}
        label="Search species"
        placeholder="Search species by name or description..."
        value={query}
        onSearch={search}
        inputRef={searchRef}
      />

      <Tabs.Root
        value={environmentTab}
        onValueChange={(tab) => {
          setEnvironmentTab(tab);
          rememberFilters({ environment: choiceOf(tab, environments) });
        }}
      >
        <SpeciesFilterTabs
          label="Environment"
          allLabel="All Environments"
          name="environment"
          values={environments}
          labelOf={environmentLabel}
        />
        {/* Not a tab stop of its own: the tabs and cards inside it are. */}
        <Tabs.Content value={environmentTab} tabIndex={undefined}>
          <Tabs.Root
            value={nicheTab}
            onValueChange={(tab) => {
              setNicheTab(tab);
              rememberFilters({ niche: choiceOf(tab, niches) });
            }}
          >
            <SpeciesFilterTabs label="Niche" allLabel="All Niches" name="niche" values={niches} />
            <Tabs.Content value={nicheTab} tabIndex={undefined}>
              <p className={`species-count ${styles.count}`} role="status">
                {shown.length} species
              </p>
              {shown.length === 0 ? (
                <p className={styles.empty}>No species match your search criteria.</p>
              ) : (
                <ul className={`species-grid ${styles.grid}`} role="list">
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
    </form>
  );
}
