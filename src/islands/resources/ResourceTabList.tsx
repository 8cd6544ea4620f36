import * as Tabs from '@radix-ui/react-tabs';
import { resourceTabs, type ResourceTabValue } from '../../lib/resourceSearch.ts';
import styles from './ResourceLibrary.module.css';

/**
 * The type tabs, each with how many resources it holds. Each is a submit button of the library's GET
 * form, so a tab pressed before hydration still loads `/resources?type=…`.
 */
export function ResourceTabList({ counts }: { counts: Record<ResourceTabValue, number> }) {
  return (
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
  );
}
