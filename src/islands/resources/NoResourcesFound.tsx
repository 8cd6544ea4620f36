import { LineIcon } from '../LineIcon.tsx';
import styles from './ResourceLibrary.module.css';
import button from '../../styles/shared/button.module.css';
import card from '../../styles/shared/card.module.css';

type NoResourcesFoundProps = {
  query: string;
  /** Where nothing was found: "the library" or "the Guides tab". */
  where: string;
  /** The way back to everything: a link to every resource, or a button that clears the search. */
  clear: { href: string } | { onClick: () => void };
};

function emptyStateText(query: string, where: string): string {
  if (query.trim() === '') return `There is nothing in ${where} yet. Clear the filters to see every resource.`;
  return `Nothing in ${where} matches your search. Try another word, or clear the filters to see every resource.`;
}

/** The library's empty state: why nothing is listed, and the way back to everything. */
export function NoResourcesFound({ query, where, clear }: NoResourcesFoundProps) {
  return (
    <div className={`${card.box} ${styles.empty}`}>
      <LineIcon viewBox="0 0 48 48" size={56}>
        <circle cx="21" cy="21" r="13" />
        <path d="m31 31 10 10M16 21h10" />
      </LineIcon>
      <h3>No Resources Found</h3>
      <p>{emptyStateText(query, where)}</p>
      {'href' in clear ? (
        <a className={`${button.button} ${button.outline}`} href={clear.href}>
          Clear Filters
        </a>
      ) : (
        <button type="button" className={`${button.button} ${button.outline}`} onClick={clear.onClick}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
