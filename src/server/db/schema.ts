import type { Insertable, Selectable, SelectType, Updateable } from 'kysely';
import type { z } from 'zod';
import type { StoredContactFields } from '../../lib/forms/contactMessages.ts';
import type { BiomePayload } from '../../lib/schemas/biome.ts';
import type { newsletterSubscriptionSchema } from '../../lib/schemas/newsletterSubscription.ts';
import type { PostPayload } from '../../lib/schemas/post.ts';
import type { ResourcePayload } from '../../lib/schemas/resource.ts';
import type { SiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import type { SpeciesPayload } from '../../lib/schemas/species.ts';
import type { AdminPasswordFailureTable } from '../../lib/tables/adminPasswordFailureTable.ts';
import type { AdminSessionTable } from '../../lib/tables/adminSessionTable.ts';
import type { BiomeTable } from '../../lib/tables/biomeTable.ts';
import type { ChangeTable } from '../../lib/tables/changeTable.ts';
import type { ContactMessageTable } from '../../lib/tables/contactMessageTable.ts';
import type { PostTable } from '../../lib/tables/postTable.ts';
import type { MailQueueTable } from '../../lib/tables/mailQueueTable.ts';
import type { NewsletterMailTable, NewsletterTable } from '../../lib/tables/newsletterTable.ts';
import type { PublishStateTable } from '../../lib/tables/publishStateTable.ts';
import type { RateLimitTable } from '../../lib/tables/rateLimitTable.ts';
import type { ResourceTable } from '../../lib/tables/resourceTable.ts';
import type { SiteSettingsTable } from '../../lib/tables/siteSettingsTable.ts';
import type { SpeciesTable } from '../../lib/tables/speciesTable.ts';
import type { SubscriberTable } from '../../lib/tables/subscriberTable.ts';
import type { UserTable } from '../../lib/tables/userTable.ts';
import type { WebhookMessageTable } from '../../lib/tables/webhookMessageTable.ts';

/**
 * The database as Kysely sees it, in the camelCase the code uses; the CamelCasePlugin maps it to the
 * snake_case columns of db/migrations. Each table's type is written column by column as the migrations
 * make the table, one file per table in src/lib/tables/: below every floor of src/server, so that the
 * views of src/lib derive from them (docs/architecture.md, "Table types and views").
 * tests/integration/tableColumns.test.ts holds them to a migrated database. The zod schemas of
 * src/lib/schemas/ say what a payload accepts; PayloadsFitTheirTables below, that its fields are columns.
 */

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
  newsletters: NewsletterTable;
  newsletterMails: NewsletterMailTable;
  mailQueue: MailQueueTable;
  webhookMessages: WebhookMessageTable;
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

/**
 * The fields of `Payload` that are not columns of `Table`, or whose values the column cannot hold; never
 * when each field is a column. An optional field may be left out: the column keeps its default or value.
 */
type MisfitFields<Payload, Table> = {
  [Field in keyof Payload]-?: Field extends keyof Table
    ? Exclude<Payload[Field], undefined> extends SelectType<Table[Field]>
      ? never
      : Field
    : Field;
}[keyof Payload];

/** Compiles only when `Misfits` is never. */
type NoMisfits<Misfits extends never> = Misfits;

/**
 * Each payload that writes a row, checked against its table at compile time, so that the two cannot
 * drift apart: a payload field that its table lacks, or holds as another type, fails `npx tsc`.
 */
export type PayloadsFitTheirTables = [
  NoMisfits<MisfitFields<BiomePayload, BiomeTable>>,
  NoMisfits<MisfitFields<ResourcePayload, ResourceTable>>,
  // publishedAt is sent as ISO text, which the timestamp column takes and reads back as a Date.
  NoMisfits<MisfitFields<Omit<PostPayload, 'publishedAt'>, PostTable>>,
  NoMisfits<MisfitFields<SpeciesPayload, SpeciesTable>>,
  NoMisfits<MisfitFields<StoredContactFields, ContactMessageTable>>,
  NoMisfits<MisfitFields<Omit<z.output<typeof newsletterSubscriptionSchema>, 'website'>, SubscriberTable>>,
  NoMisfits<MisfitFields<SiteSwitches, SiteSettingsTable>>,
];
