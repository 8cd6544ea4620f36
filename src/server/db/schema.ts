import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PublicSpecies, SpeciesTextFields, UpdateNote } from '../../lib/catalogue/catalogue.ts';
import type { StoredContactFields } from '../../lib/forms/contactMessages.ts';
import type { HistoryChange, RowSnapshot } from '../../lib/admin/history.ts';
import type { BiomePayload } from '../../lib/schemas/biome.ts';
import type { ResourcePayload } from '../../lib/schemas/resource.ts';
import type { SiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import type { PublishState } from '../../lib/admin/publishState.ts';
import type { PostTable } from '../../lib/tables/postTable.ts';

export type { UpdateNote };

/**
 * Table types, in the camelCase the code uses; the CamelCasePlugin maps them to the snake_case
 * columns of db/migrations. One interface per entity of requirements §3.
 */

/** A timestamptz column: read as a Date, written as a Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as its JSON text (pg would otherwise send JS arrays as Postgres arrays). */
type Json<T> = ColumnType<T, string | undefined, string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UserTable {
  id: Generated<number>;
  username: string;
  password: string;
}

/** The admin's biome schema (src/lib/schemas/biome.ts) says what a biome holds; the database adds its id. */
export interface BiomeTable extends Omit<BiomePayload, 'imageAlt' | 'isActive'> {
  id: Generated<number>;
  imageAlt: Defaulted<string>;
  isActive: Defaulted<boolean>;
}

/** As for biomes: src/lib/schemas/resource.ts says what a resource holds. */
export interface ResourceTable extends Omit<ResourcePayload, 'imageAlt' | 'isActive'> {
  id: Generated<number>;
  imageAlt: Defaulted<string>;
  isActive: Defaulted<boolean>;
}

/**
 * A newsletter subscriber (requirements §3); the admin's view of one derives from this
 * (src/lib/admin/subscribers.ts).
 */
export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  subscribedAt: Timestamp;
  isActive: Defaulted<boolean>;
  /** When the last welcome mail was sent; null before the first. */
  welcomedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the owner last unsubscribed themselves; null if they never did. */
  optedOutAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The contact form's fields (src/lib/schemas/contactMessage.ts), stamped and flagged by the database. */
export interface ContactMessageTable extends StoredContactFields {
  id: Generated<number>;
  createdAt: Timestamp;
  isRead: Defaulted<boolean>;
}

/**
 * What a species holds is PublicSpecies (src/lib/catalogue/catalogue.ts); the table adds how each column
 * is written.
 */
export interface SpeciesTable extends SpeciesTextFields {
  id: Generated<number>;
  careInstructions: Defaulted<PublicSpecies['careInstructions']>;
  updateNotes: Json<PublicSpecies['updateNotes']>;
  photos: Json<PublicSpecies['photos']>;
  /** Alt text by image address, for the photos and the notes' photos (src/lib/catalogue/photoAlts.ts). */
  photoAlts: Json<PublicSpecies['photoAlts']>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Fixed-window request counters of the visitor write endpoints (rateLimit.ts). */
export interface RateLimitTable {
  key: string;
  windowStart: ColumnType<Date, Date | string, Date | string>;
  count: ColumnType<number, number | undefined, number>;
}

/** A signed-in administrator (adminSessionRepository.ts); the cookie's id is stored only as its SHA-256. */
export interface AdminSessionTable {
  idHash: string;
  email: string;
  /** The client address the session signed in from (null for sessions older than the history). */
  clientAddress: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  expiresAt: ColumnType<Date, Date, Date>;
}

/** Recent wrong passwords of one client address at the password portal (adminPasswordLockout.ts). */
export interface AdminPasswordFailureTable {
  clientKey: string;
  failures: number;
  firstFailureAt: ColumnType<Date, Date, Date>;
  lockedUntil: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One row (id 1): the last publish on Netlify (buildHookPublisher.ts). */
export interface PublishStateTable {
  id: number;
  state: Json<PublishState>;
  updatedAt: Timestamp;
}

/** A row as JSON, or SQL null (written as its JSON text, or null). */
type RowSnapshotColumn = ColumnType<RowSnapshot | null, string | null, string | null>;

/**
 * One admin write (src/server/history/): who, what, and the whole row before and after it, as JSON
 * with the row's columns in camelCase (null before a creation, after a deletion or an erasure).
 * What a change holds is HistoryChange (src/lib/admin/history.ts); the table adds how each column is written.
 */
export interface ChangeTable extends Pick<HistoryChange, 'actor' | 'entity' | 'entityId' | 'action'> {
  id: Generated<number>;
  at: Timestamp;
  before: RowSnapshotColumn;
  after: RowSnapshotColumn;
}

/** One row (id 1), always there: the settings the admin switches (src/lib/schemas/siteSwitches.ts). */
export interface SiteSettingsTable extends SiteSwitches {
  id: number;
}

export interface DatabaseSchema {
  users: UserTable;
  biomes: BiomeTable;
  blogPosts: PostTable;
  resources: ResourceTable;
  subscribers: SubscriberTable;
  contactMessages: ContactMessageTable;
  species: SpeciesTable;
  rateLimits: RateLimitTable;
  adminSessions: AdminSessionTable;
  adminPasswordFailures: AdminPasswordFailureTable;
  publishState: PublishStateTable;
  changes: ChangeTable;
  siteSettings: SiteSettingsTable;
}

export type Biome = Selectable<BiomeTable>;
export type NewBiome = Insertable<BiomeTable>;
export type Resource = Selectable<ResourceTable>;
export type NewResource = Insertable<ResourceTable>;
export type Species = Selectable<SpeciesTable>;
export type NewSpecies = Insertable<SpeciesTable>;
export type SpeciesUpdate = Updateable<SpeciesTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type ContactMessage = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type User = Selectable<UserTable>;
