import styles from '../common/admin.module.css';
import button from '../../../styles/shared/button.module.css';

type RemovalToggleProps = {
  /** What it removes, read after the visible 'Remove': 'photo 2' names the button 'Remove photo 2'. */
  item: string;
  marked: boolean;
  onToggle: () => void;
  disabled: boolean;
};

/**
 * Marks one loaded photo or note for removal on save, and unmarks it: a toggle button whose name
 * stays the same (its visible word is part of it), pressed while marked, beside a 'Will be removed'
 * line.
 */
export function RemovalToggle({ item, marked, onToggle, disabled }: RemovalToggleProps) {
  return (
    <span className={styles.removal}>
      {marked && <span className={styles.removalState}>Will be removed</span>}
      <button
        type="button"
        className={`${button.button} ${button.outline} ${styles.removalToggle}`}
        aria-pressed={marked}
        onClick={onToggle}
        disabled={disabled}
      >
        Remove<span className="visually-hidden"> {item}</span>
      </button>
    </span>
  );
}
