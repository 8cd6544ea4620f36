import styles from './admin.module.css';

const small = `button ${styles.smallButton}`;

/** Edit and Delete of one row of an admin table, each named for the row ('Edit Hornwort'). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className={styles.rowActions}>
      <button type="button" className={`${small} button-outline`} onClick={onEdit}>
        Edit<span className="visually-hidden"> {name}</span>
      </button>
      <button type="button" className={`${small} ${styles.destructiveOutline}`} onClick={onDelete}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
