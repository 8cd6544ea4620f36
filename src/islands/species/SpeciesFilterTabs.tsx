import * as Tabs from '@radix-ui/react-tabs';
import { useId } from 'react';
import styles from './SpeciesFilterTabs.module.css';

/** The value of the 'All …' tab; the others are indexes, since tab values end up in element ids. */
export const allTab = 'all';

type SpeciesFilterTabsProps = {
  label: string;
  allLabel: string;
  /** The address parameter the tabs set (`/species?environment=…`). */
  name: string;
  values: readonly string[];
  labelOf?: (value: string) => string;
};

/**
 * One row of the catalogue's filter tabs. Each tab is also a submit button of the catalogue's GET
 * form, so a tab pressed before the island hydrated loads `/species?{name}={value}`, which the island
 * applies once it has; after hydration the form's submission is cancelled and the tab filters in place.
 */
export function SpeciesFilterTabs({
  label,
  allLabel,
  name,
  values,
  labelOf = (value) => value,
}: SpeciesFilterTabsProps) {
  const labelId = useId();
  return (
    <div className={styles.filter}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <Tabs.List className={styles.list} aria-labelledby={labelId}>
        <Tabs.Trigger value={allTab} asChild>
          <button className={styles.tab} type="submit" name={name} value="">
            {allLabel}
          </button>
        </Tabs.Trigger>
        {values.map((value, index) => (
          <Tabs.Trigger key={value} value={String(index)} asChild>
            <button className={styles.tab} type="submit" name={name} value={value}>
              {labelOf(value)}
            </button>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </div>
  );
}

/** The value an address's filter names, as the tab value it is shown under ('all' when it names none). */
export function tabOf(value: string | undefined, values: readonly string[]): string {
  const index = value === undefined ? -1 : values.indexOf(value);
  return index === -1 ? allTab : String(index);
}

/** The filter a tab value stands for, or null for 'All …'. */
export function choiceOf(tab: string, values: readonly string[]): string | null {
  return tab === allTab ? null : (values[Number(tab)] ?? null);
}
