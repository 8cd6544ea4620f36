import styles from './admin.module.css';
import type { AdminData } from './useAdminData.ts';

/** What the species pages of the admin show until the list is there: 'Loading species data...' or the failure. */
export function SpeciesListState({ data, reload }: { data: AdminData<unknown>; reload: () => Promise<void> }) {
  if (data.status === 'loading') return <p className={styles.message}>Loading species data...</p>;
  if (data.status === 'error') {
    return (
      <div className={styles.message} role="alert">
        <p>Error loading species data. Please try again.</p>
        <button type="button" className="button button-outline" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
