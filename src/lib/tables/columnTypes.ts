import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamptz column that the database leaves null until it is set. */
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** A jsonb column: written as its JSON text (pg would otherwise send JS arrays as Postgres arrays). */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a database default: optional on insert. */
export type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
