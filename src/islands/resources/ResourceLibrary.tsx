import * as Tabs from '@radix-ui/react-tabs';
import { useId } from 'react';
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
} from '../../lib/resourceSearch.ts';
import { useHydrated } from '../useHydrated.ts';
import { FeaturedGuides } from './FeaturedGuides.tsx';
import { CatalogueSearch } from '../CatalogueSearch.tsx';
import { ScriptNeededNote } from '../ScriptNeededNote.tsx';
import { NoResourcesFound } from './NoResourcesFound.tsx';
import { ResourceCard } from './ResourceCard.tsx';
import { ResourceTabList } from './ResourceTabList.tsx';
import { useResourceFilters } from './useResourceFilters.ts';
import styles from './ResourceLibrary.module.css';

type Props = {
  resources: PublicResource[];
};

/**
 * The search, type tabs and resource list of /resources. Its server render is the All tab with no
 * search, so without JavaScript every resource is on the page and every link works (the page hides
 * the controls then, and a note says that they need it). The controls are a GET form to this page: a
 * tab pressed before hydration loads `/resources?type=…`, which is adopted with the query typed; after
 * hydration the form is never submitted.
 */
export default function ResourceLibrary({ resources }: Props) {
  const { query, tab, searchRef, search, chooseTab, clearFilters } = useResourceFilters();
  // Marks the library live for tests and styles; the search box is never disabled, since what is typed
  // before hydration is adopted.
  const hydrated = useHydrated();
  const baseId = useId();
  const listHeadingId = `${baseId}-list`;

  const shown = filterResources(resources, query, tab);
  const featured = showsFeaturedGuides(tab) ? featuredGuides(resources, query) : [];
  const heading = resourceListHeading(tab);

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
        <ScriptNeededNote>
          Search and filters need JavaScript, which is off in this browser: every resource is listed below.
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
          {resourceResultSummary(shown.length, query, tab)}
        </p>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (isResourceTabValue(value)) chooseTab(value);
        }}
      >
        <ResourceTabList counts={resourceTabCounts(resources, query)} />

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
                <NoResourcesFound
                  query={query}
                  where={item.value === 'all' ? 'the library' : `the ${item.label} tab`}
                  onClearFilters={clearFilters}
                />
              )}
            </section>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </form>
  );
}
