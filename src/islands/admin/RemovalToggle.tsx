import styles from './admin.module.css';

type RemovalToggleProps = {
  /** The button's name, the same whether or not it is pressed, as a toggle's name must be: 'Remove photo 2'. */
  name: string;
  marked: boolean;
  onToggle: () => void;
  disabled: boolean;
};

/**
 * Marks one loaded photo or note for removal on save, and unmarks it. Its visible word turns from
 * 'Remove' into 'Undo' beside a 'Will be removed' line, while screen readers hear the unchanged
 * name and the pressed state.
 */
export function RemovalToggle({ name, marked, onToggle, disabled }: RemovalToggleProps) {
  return (
    <span className={styles.removal}>
      {marked && <span className={styles.removalState}>Will be removed</span>}
      <button type="button" className={`button button-outline ${styles.smallButton}`} aria-pressed={marked} onClick={onToggle} disabled={disabled}>
        <span aria-hidden="true">{marked ? 'Undo' : 'Remove'}</span>
        <span className="visually-hidden">{name}</span>
      </button>
    </span>
  );
}
