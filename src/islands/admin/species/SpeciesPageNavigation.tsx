import type { AdminSpeciesPage } from '../../../lib/admin/adminSpeciesTable.ts';
import { speciesPageCount } from '../../../lib/admin/adminSpeciesTable.ts';
import styles from '../common/admin.module.css';
import button from '../../../styles/shared/button.module.css';

type SpeciesPageNavigationProps = { shown: AdminSpeciesPage; onPage: (page: number) => void };

/**
 * Previous and Next under the species table, and where the page is among them. At either end the
 * button stays focusable but does nothing (aria-disabled), so that focus is not lost from under a
 * keyboard user who reaches the last page with Next.
 */
export function SpeciesPageNavigation({ shown, onPage }: SpeciesPageNavigationProps) {
  const pageCount = speciesPageCount(shown.total, shown.pageSize);
  if (pageCount === 1) return null;
  const step = (page: number, label: string) => {
    const unavailable = page < 1 || page > pageCount;
    return (
      <button
        type="button"
        className={`${button.button} ${button.outline}`}
        aria-disabled={unavailable || undefined}
        onClick={() => {
          if (!unavailable) onPage(page);
        }}
      >
        {label}
      </button>
    );
  };
  return (
    <nav className={styles.pageNavigation} aria-label="Species pages">
      {step(shown.page - 1, 'Previous')}
      <span>{`Page ${shown.page} of ${pageCount}`}</span>
      {step(shown.page + 1, 'Next')}
    </nav>
  );
}
