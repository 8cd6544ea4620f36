import { resourceTabs, type ResourceTabValue } from '../../lib/search/resourceSearch.ts';
import styles from './ResourceLibrary.module.css';

type ResourceTabListProps = {
  /** The tab shown: its link is the current page. */
  tab: ResourceTabValue;
  /** How many resources each tab holds in the whole catalogue, written in at build time. */
  counts: Record<ResourceTabValue, number>;
  /** The address of a tab's first page. */
  hrefOf: (tab: ResourceTabValue) => string;
};

/**
 * The type tabs, each with how many resources it holds: links to the pre-rendered page of each type
 * (docs/design.md decision 14), so they work before the island hydrates and without JavaScript.
 */
export function ResourceTabList({ tab, counts, hrefOf }: ResourceTabListProps) {
  return (
    <nav aria-label="Resource types">
      <ul className={styles.tabs} role="list">
        {resourceTabs.map((item) => (
          <li key={item.value}>
            <a className={styles.tab} href={hrefOf(item.value)} aria-current={item.value === tab ? 'page' : undefined}>
              {item.label}
              <span className={`tab-count ${styles.count}`} aria-hidden="true">
                {counts[item.value]}
              </span>
              {/* One hidden run of text, so the name reads "Guides (5)" rather than a label and a stray number. */}
              <span className="visually-hidden"> ({counts[item.value]})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
