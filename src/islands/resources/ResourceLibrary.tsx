import * as Tabs from '@radix-ui/react-tabs';
import { useId, useRef, useState } from 'react';
import type { PublicResource } from '../../lib/catalogue.ts';
import {
  featuredGuides,
  filterResources,
  isResourceTabValue,
  resourceListHeading,
  resourceResultSummary,
  resourceTabCounts,
  resourceTabs,
  showsFeaturedGuides,
  type ResourceTabValue,
} from '../../lib/resourceSearch.ts';
import { useHydrated } from '../useHydrated.ts';
import { FeaturedGuides } from './FeaturedGuides.tsx';
import { CatalogueSearch } from '../CatalogueSearch.tsx';
import { useFiltersInAddress } from '../useFiltersInAddress.ts';
import { useValueTypedBeforeHydration } from '../useValueTypedBeforeHydration.ts';
import { ResourceCard } from './ResourceCard.tsx';
import icon from '../../styles/shared/lineIcon.module.css';
import styles from './ResourceLibrary.module.css';

type Props = {
  resources: PublicResource[];
};

/** The address parameters of the search and the tabs: `/resources?q=…&type=…`. */
const filterNames = ['q', 'type'] as const;

/**
 * The search, type tabs and resource list of /resources. Its server render is the All tab with no
 * search, so without JavaScript every resource is on the page and every link works (the page hides
 * the controls then). The controls are a GET form to this page: a tab pressed before hydration loads
 * `/resources?type=…`, which is adopted with the query typed; after hydration the form is never submitted.
 */
export default function ResourceLibrary({ resources }: Props) {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<ResourceTabValue>('all');
  // Marks the library live for tests and styles; the search box is never disabled, since what is typed
  // before hydration is adopted below.
  const hydrated = useHydrated();
  const searchRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listHeadingId = `${baseId}-list`;

  const rememberFilters = useFiltersInAddress(filterNames, (found) => {
    setQuery(found.q ?? '');
    if (found.type !== undefined && isResourceTabValue(found.type)) setTab(found.type);
  });
  const search = (typed: string) => {
    setQuery(typed);
    rememberFilters({ q: typed });
  };
  const chooseTab = (value: ResourceTabValue) => {
    setTab(value);
    rememberFilters({ type: value === 'all' ? null : value });
  };
  useValueTypedBeforeHydration(searchRef, search);

  const counts = resourceTabCounts(resources, query);
  const shown = filterResources(resources, query, tab);
  const featured = showsFeaturedGuides(tab) ? featuredGuides(resources, query) : [];
  const heading = resourceListHeading(tab);

  function clearFilters() {
    search('');
    chooseTab('all');
    // The button that had focus disappears with the empty state; the search box is where to start again.
    searchRef.current?.focus();
  }

  return (
    <form
      // resource-library, resource-list and tab-count: the browser tests' hooks.
      className={`resource-library ${styles.library}`}
      method="get"
      action="/resources"
      data-hydrated={hydrated ? 'true' : undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.controls}>
        <CatalogueSearch
          className={styles.search}
          label="Search resources"
          placeholder="Search resources..."
          value={query}
          onSearch={search}
          inputRef={searchRef}
        />
        <p className={styles.summary} role="status">
          {resourceResultSummary(shown.length, query, tab)}
        </p>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (isResourceTabValue(value)) chooseTab(value);
        }}
      >
        <Tabs.List className={styles.tabs} aria-label="Resource types">
          {resourceTabs.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} asChild>
              <button type="submit" name="type" value={item.value} className={styles.tab}>
                {item.label}
                <span className={`tab-count ${styles.count}`} aria-hidden="true">
                  {counts[item.value]}
                </span>
                {/* One hidden run of text, so the name reads "Guides (5)" rather than a label and a stray number. */}
                <span className="visually-hidden"> ({counts[item.value]})</span>
              </button>
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {resourceTabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value} className={styles.panel}>
            {featured.length > 0 && <FeaturedGuides guides={featured} />}

            <section className="resource-list" aria-labelledby={listHeadingId}>
              <h2 id={listHeadingId}>{heading}</h2>
              {shown.length > 0 ? (
                <ul className={styles.grid} role="list">
                  {shown.map((resource) => (
                    <li key={resource.id}>
                      <ResourceCard resource={resource} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={`card ${styles.empty}`}>
                  <svg
                    className={icon.line}
                    viewBox="0 0 48 48"
                    width="56"
                    height="56"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <circle cx="21" cy="21" r="13" />
                    <path d="m31 31 10 10M16 21h10" />
                  </svg>
                  <h3>No Resources Found</h3>
                  <p>{emptyStateText(query, item.value === 'all' ? 'the library' : `the ${item.label} tab`)}</p>
                  <button type="button" className="button button-outline" onClick={clearFilters}>
                    Clear Filters
                  </button>
                </div>
              )}
            </section>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </form>
  );
}

function emptyStateText(query: string, where: string): string {
  if (query.trim() === '') return `There is nothing in ${where} yet. Clear the filters to see every resource.`;
  return `Nothing in ${where} matches your search. Try another word, or clear the filters to see every resource.`;
}
