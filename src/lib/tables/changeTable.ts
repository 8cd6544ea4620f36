import type { ColumnType, Generated } from 'kysely';
import type { HistoryAction, HistoryEntity } from '../admin/changeKinds.ts';
import type { Timestamp } from './columnTypes.ts';

/** A whole stored row, its columns in camelCase; timestamps as Postgres writes them in JSON. */
export type RowSnapshot = Record<string, unknown>;

/** A row as JSON, or SQL null (written as its JSON text, or null). */
type RowSnapshotColumn = ColumnType<RowSnapshot | null, string | null, string | null>;

/**
 * One admin write (src/server/history/): who, what, and the whole row before and after it, as JSON
 * with the row's columns in camelCase (null before a creation, after a deletion or an erasure).
 */
export interface ChangeTable {
  id: Generated<number>;
  at: Timestamp;
  actor: string;
  /** Text columns that hold only these values: every write of a change is typed by them. */
  entity: HistoryEntity;
  entityId: number;
  action: HistoryAction;
  before: RowSnapshotColumn;
  after: RowSnapshotColumn;
}
