import { useId } from 'react';
import styles from './FilterLinks.module.css';

export type FilterLink = { label: string; href: string; current: boolean };

type FilterLinksProps = {
  /** What the row chooses ('Environment'); the navigation landmark is named by it. */
  label: string;
  links: readonly FilterLink[];
};

/**
 * One row of a catalogue's filters (the species' environments and niches, the journal's categories): pill
 * links to the pre-rendered page of each choice (docs/design.md decision 14), so they work before an island
 * hydrates and without JavaScript; the chosen one is the page shown (aria-current).
 */
export function FilterLinks({ label, links }: FilterLinksProps) {
  const labelId = useId();
  return (
    <nav className={styles.filter} aria-labelledby={labelId}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <ul className={styles.list} role="list">
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.tab} href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
