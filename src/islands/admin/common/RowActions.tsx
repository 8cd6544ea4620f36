import type { ReactNode } from 'react';
import styles from './admin.module.css';
import button from '../../../styles/shared/button.module.css';

type RowActionsProps = {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** A screen's own action, between Edit and Delete (a post's Publish). */
  children?: ReactNode;
};

/** Edit and Delete of one row of an admin table, each named for the row ('Edit Hornwort'). */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className={styles.rowActions}>
      <button type="button" className={`${button.button} ${button.outline}`} onClick={onEdit}>
        Edit<span className="visually-hidden"> {name}</span>
      </button>
      {children}
      <button
        type="button"
        className={`${button.button} ${button.outline} ${styles.destructiveOutline}`}
        onClick={onDelete}
      >
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
