import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UpdateNote } from '../../lib/catalogue.ts';
import type { PublishState } from '../../lib/publishState.ts';
import type { PhotoAlts } from '../../lib/photoAlts.ts';

export type { UpdateNote };

/**
 * Table types, in the camelCase the code uses; the CamelCasePlugin maps them to the snake_case
 * columns of db/migrations. One interface per entity of SPEC §3.
 */

/** A timestamptz column: read as a Date, written as a Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as its JSON text (pg would otherwise send JS arrays as Postgres arrays). */
type Json<T> = ColumnType<T, string | undefined, string>;


export interface UserTable {
  id: Generated<number>;
  username: string;
  password: string;
}

export interface BiomeTable {
  id: Generated<number>;
  title: string;
  type: string;
  description: string;
  lightLevel: string;
  temperature: string;
  waterNeeds: string;
  imageUrl: string;
  price: number;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BlogPostTable {
  id: Generated<number>;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  publishedAt: Timestamp;
  isPublished: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ResourceTable {
  id: Generated<number>;
  title: string;
  description: string;
  type: string;
  fileUrl: string;
  imageUrl: string;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  subscribedAt: Timestamp;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
  isRead: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SpeciesTable {
  id: Generated<number>;
  commonName: string;
  scientificName: string;
  environment: string;
  status: string;
  niche: string;
  description: string;
  careInstructions: ColumnType<string, string | undefined, string>;
  updateNotes: Json<UpdateNote[]>;
  photos: Json<string[]>;
  /** Alt text by image address, for the photos and the notes' photos (src/lib/photoAlts.ts). */
  photoAlts: Json<PhotoAlts>;
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

export interface DatabaseSchema {
  users: UserTable;
  biomes: BiomeTable;
  blogPosts: BlogPostTable;
  resources: ResourceTable;
  subscribers: SubscriberTable;
  contactMessages: ContactMessageTable;
  species: SpeciesTable;
  rateLimits: RateLimitTable;
  adminSessions: AdminSessionTable;
  adminPasswordFailures: AdminPasswordFailureTable;
  publishState: PublishStateTable;
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
export type BlogPost = Selectable<BlogPostTable>;
export type NewBlogPost = Insertable<BlogPostTable>;
