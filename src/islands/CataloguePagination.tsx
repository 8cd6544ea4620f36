import { paginationItems } from '../lib/catalogue/cataloguePaging.ts';
import styles from './CataloguePagination.module.css';

type CataloguePaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page of the view shown. */
  hrefOf: (page: number) => string;
};

/**
 * The numbered links between the pre-rendered pages of a catalogue view, species or resources
 * (docs/design.md decision 14): plain links, so they work without JavaScript. Nothing is shown for a view of one page.
 */
export function CataloguePagination({ page, pageCount, hrefOf }: CataloguePaginationProps) {
  if (pageCount <= 1) return null;
  return (
    // catalogue-pagination: the browser tests' hook.
    <nav className={`catalogue-pagination ${styles.pagination}`} aria-label="Pages">
      <ul className={styles.list} role="list">
        {page > 1 && (
          <li>
            <a className={styles.step} href={hrefOf(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
        {paginationItems(page, pageCount).map((item, index) =>
          item.kind === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a className={styles.number} href={hrefOf(item.page)} aria-current={item.current ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {item.page}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className={styles.step} href={hrefOf(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
