import styles from './admin.module.css';
import type { AdminData } from './useAdminData.ts';
import button from '../../../styles/shared/button.module.css';

type AdminListStateProps = {
  data: AdminData<unknown>;
  reload: () => Promise<void>;
  /** What is loaded, in the requirements' words: 'species data', 'messages', 'subscribers'. */
  noun: string;
};

/**
 * What an admin screen shows until its list is there: 'Loading {noun}...', or the failure (requirements §8)
 * announced with a way to try again. Nothing once the list is ready.
 */
export function AdminListState({ data, reload, noun }: AdminListStateProps) {
  if (data.status === 'loading') return <p className={styles.message}>{`Loading ${noun}...`}</p>;
  if (data.status === 'error') {
    return (
      <div className={styles.message}>
        <p role="alert">{`Error loading ${noun}. Please try again.`}</p>
        <button type="button" className={`${button.button} ${button.outline}`} onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
