import { useId } from 'react';
import type { PublicResource } from '../../lib/catalogue/catalogue.ts';
import { catalogPageSize } from '../../lib/catalogue/cataloguePaging.ts';
import { resourcePath, tabNamedByAddress } from '../../lib/catalogue/resourceCatalogPages.ts';
import { resourceOfSearchResult, resourceSearchFilters } from '../../lib/search/resourceSearchRecord.ts';
import {
  resourceListHeading,
  resourceResultSummary,
  resourceTabs,
  type ResourceTabValue,
} from '../../lib/search/resourceSearch.ts';
import { CataloguePagination } from '../CataloguePagination.tsx';
import { CatalogueSearch } from '../CatalogueSearch.tsx';
import { ScriptNeededNote } from '../ScriptNeededNote.tsx';
import { useHydrated } from '../useHydrated.ts';
import { useCatalogueSearch } from '../useCatalogueSearch.ts';
import { useSearchInAddress } from '../useSearchInAddress.ts';
import { FeaturedGuides } from './FeaturedGuides.tsx';
import { NoResourcesFound } from './NoResourcesFound.tsx';
import { ResourceCard } from './ResourceCard.tsx';
import { ResourceTabList } from './ResourceTabList.tsx';
import styles from './ResourceLibrary.module.css';
import button from '../../styles/shared/button.module.css';

type Props = {
  /** This page's resources, at most catalogPageSize: never the whole library (docs/design.md decision 14). */
  resources: PublicResource[];
  tab: ResourceTabValue;
  page: number;
  pageCount: number;
  /** How many resources the tab lists over all its pages. */
  total: number;
  /** How many resources each tab holds in the whole catalogue. */
  counts: Record<ResourceTabValue, number>;
  /** The featured guides (requirements §9), on the first page of the All and Guides tabs; empty elsewhere. */
  featured: PublicResource[];
};

/**
 * The address parameters: the search, and the type of the shared addresses from before the library
 * had a page per type (`/resources?q=…&type=PDF`).
 */
const filterNames = ['q', 'type'] as const;

/** The query, carried by the links to other tabs, so that choosing a type keeps the search. */
const withQuery = (path: string, query: string) =>
  query.trim() === '' ? path : `${path}?q=${encodeURIComponent(query.trim())}`;

/**
 * One pre-rendered page of /resources (requirements §2, docs/design.md decision 14): a type's tab with its resources,
 * the type links with their counts and the numbered pages, all plain links that work without
 * JavaScript. The search needs it: it reads the site's static index, within the page's type, and
 * shows its results in place of the page's cards. The box is the `q` field of a GET form to the page,
 * so a query sent or typed before hydration is adopted.
 */
export default function ResourceLibrary({ resources, tab, page, pageCount, total, counts, featured }: Props) {
  const { query, searchRef, search } = useSearchInAddress(filterNames, (found) => {
    // An address naming its type in a parameter opens that type's page, with its query.
    const named = tabNamedByAddress(tab, found.type);
    if (named) window.location.replace(withQuery(resourcePath(named), found.q ?? ''));
  });
  const type = resourceTabs.find((item) => item.value === tab)?.type;
  const { search: results, showMore } = useCatalogueSearch(
    query,
    resourceSearchFilters(type),
    catalogPageSize,
    resourceOfSearchResult,
  );
  // Marks the library live for tests and styles; the search box is never disabled, since what is typed
  // before hydration is adopted.
  const hydrated = useHydrated();
  const listHeadingId = `${useId()}-list`;

  const searching = results.kind !== 'none';
  const shown = results.kind === 'found' ? results.cards : results.kind === 'none' ? resources : [];
  const count = results.kind === 'found' ? results.total : total;
  const tabLabel = resourceTabs.find((item) => item.value === tab)?.label ?? 'All';

  function clearSearch() {
    search('');
    // The button that had focus disappears with the empty state; the search box is where to start again.
    searchRef.current?.focus();
  }

  return (
    <form
      // resource-library, resource-list and tab-count: the browser tests' hooks.
      className={`resource-library ${styles.library}`}
      method="get"
      action={resourcePath(tab)}
      data-hydrated={hydrated ? 'true' : undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.controls}>
        <ScriptNeededNote>
          Searching needs JavaScript, which is off in this browser. The type links below work without it.
        </ScriptNeededNote>
        <CatalogueSearch
          className={styles.search}
          label="Search resources"
          placeholder="Search resources..."
          value={query}
          onSearch={search}
          inputRef={searchRef}
        />
        <p className={styles.summary} role="status">
          {results.kind === 'failed'
            ? 'The search could not load. Check your connection and try again.'
            : results.kind === 'searching'
              ? 'Searching...'
              : resourceResultSummary(count, query, tab)}
        </p>
      </div>

      <ResourceTabList tab={tab} counts={counts} hrefOf={(target) => withQuery(resourcePath(target), query)} />

      <div className={styles.panel}>
        {!searching && featured.length > 0 && <FeaturedGuides guides={featured} />}

        <section className="resource-list" aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId}>{resourceListHeading(tab)}</h2>
          {shown.length > 0 ? (
            <ul className={styles.grid} role="list">
              {shown.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          ) : (
            results.kind !== 'searching' &&
            results.kind !== 'failed' && (
              <NoResourcesFound
                query={query}
                where={tab === 'all' ? 'the library' : `the ${tabLabel} tab`}
                // A type with nothing to show is left for every resource; a search in the library is cleared.
                clear={tab === 'all' ? { onClick: clearSearch } : { href: resourcePath('all') }}
              />
            )
          )}
        </section>
        {searching ? (
          results.kind === 'found' &&
          results.cards.length < results.total && (
            <button className={`${button.button} ${styles.more}`} type="button" onClick={() => void showMore()}>
              Show more resources
            </button>
          )
        ) : (
          <CataloguePagination page={page} pageCount={pageCount} hrefOf={(number) => resourcePath(tab, number)} />
        )}
      </div>
    </form>
  );
}
