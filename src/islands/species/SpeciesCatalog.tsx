import type { CatalogueSpecies } from '../../lib/catalogue/catalogue.ts';
import { catalogPageSize } from '../../lib/catalogue/cataloguePaging.ts';
import {
  catalogPath,
  type CatalogSlugs,
  type CatalogView,
  viewNamedByAddress,
} from '../../lib/catalogue/speciesCatalogPages.ts';
import { environmentLabel } from '../../lib/catalogue/speciesFilters.ts';
import { cardOfSearchResult, speciesSearchFilters } from '../../lib/search/speciesSearchRecord.ts';
import { CataloguePagination } from '../CataloguePagination.tsx';
import { CatalogueSearch } from '../CatalogueSearch.tsx';
import { ScriptNeededNote } from '../ScriptNeededNote.tsx';
import { useCatalogueSearch } from '../useCatalogueSearch.ts';
import { useSearchInAddress } from '../useSearchInAddress.ts';
import { SpeciesCard } from './SpeciesCard.tsx';
import { type FilterLink, FilterLinks } from '../FilterLinks.tsx';
import styles from './SpeciesCatalog.module.css';
import button from '../../styles/shared/button.module.css';

type SpeciesCatalogProps = {
  /** This page's cards, at most catalogPageSize: never the whole catalogue (docs/design.md decision 14). */
  cards: CatalogueSpecies[];
  /** How many species the view lists over all its pages. */
  total: number;
  view: CatalogView;
  page: number;
  pageCount: number;
  /** The addresses of the environments and niches, for the filter links. */
  slugs: CatalogSlugs;
};

/** About one row of cards on a wide screen. */
const eagerCards = 3;
/**
 * The address parameters: the search, and the environment and niche of the shared addresses from
 * before the catalogue had a page per view (`/species?q=…&environment=…&niche=…`).
 */
const filterNames = ['q', 'environment', 'niche'] as const;

/** The query, carried by the links to other views, so that choosing a filter keeps the search. */
const withQuery = (path: string, query: string) =>
  query.trim() === '' ? path : `${path}?q=${encodeURIComponent(query.trim())}`;

/**
 * One pre-rendered page of the species catalogue (requirements §2, docs/design.md decision 14): a view (every
 * species, an environment, a niche or both) with its filter links and its numbered pages, all plain
 * links that work without JavaScript. The search needs it: it reads the site's static index, within
 * the page's view, and shows its results in place of the page's cards. The box is the `q` field of a
 * GET form to the page, so a query sent or typed before hydration is adopted.
 */
export default function SpeciesCatalog({ cards, total, view, page, pageCount, slugs }: SpeciesCatalogProps) {
  const { query, searchRef, search } = useSearchInAddress(filterNames, (found) => {
    // An address naming its filters in parameters opens the page of that view, with its query.
    const named = viewNamedByAddress(slugs, view, found);
    if (named) window.location.replace(withQuery(catalogPath(slugs, named), found.q ?? ''));
  });
  const { search: results, showMore } = useCatalogueSearch(
    query,
    speciesSearchFilters(view),
    catalogPageSize,
    cardOfSearchResult,
  );

  const linkOf = (label: string, target: CatalogView): FilterLink => ({
    label,
    href: withQuery(catalogPath(slugs, target), query),
    current: target.environment === view.environment && target.niche === view.niche,
  });
  const environmentLinks = [
    linkOf('All Environments', { ...view, environment: null }),
    ...slugs.environments.map(({ value }) => linkOf(environmentLabel(value), { ...view, environment: value })),
  ];
  const nicheLinks = [
    linkOf('All Niches', { ...view, niche: null }),
    ...slugs.niches.map(({ value }) => linkOf(value, { ...view, niche: value })),
  ];

  const searching = results.kind !== 'none';
  const shown = results.kind === 'found' ? results.cards : results.kind === 'none' ? cards : [];
  const count = results.kind === 'found' ? results.total : total;

  return (
    // species-catalog, species-count and species-grid: the browser tests' hooks.
    <form
      className="species-catalog"
      method="get"
      action={catalogPath(slugs, view)}
      onSubmit={(event) => event.preventDefault()}
    >
      <ScriptNeededNote>
        Searching needs JavaScript, which is off in this browser. The environment and niche links below work without it.
      </ScriptNeededNote>
      <CatalogueSearch
        className={styles.search}
        label="Search species"
        placeholder="Search species by name or description..."
        value={query}
        onSearch={search}
        inputRef={searchRef}
      />
      <FilterLinks label="Environment" links={environmentLinks} />
      <FilterLinks label="Niche" links={nicheLinks} />

      <p className={`species-count ${styles.count}`} role="status">
        {results.kind === 'failed'
          ? 'The search could not load. Check your connection and try again.'
          : results.kind === 'searching'
            ? 'Searching...'
            : `${count} species`}
      </p>
      {shown.length === 0 && results.kind !== 'searching' && results.kind !== 'failed' ? (
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
      {searching ? (
        results.kind === 'found' &&
        results.cards.length < results.total && (
          <button className={`${button.button} ${styles.more}`} type="button" onClick={() => void showMore()}>
            Show more species
          </button>
        )
      ) : (
        <CataloguePagination page={page} pageCount={pageCount} hrefOf={(number) => catalogPath(slugs, view, number)} />
      )}
    </form>
  );
}
