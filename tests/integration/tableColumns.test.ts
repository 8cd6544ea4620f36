import { type InsertType, type SelectType, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrateToLatest.ts';
import type { DatabaseSchema } from '../../src/server/db/schema.ts';
import { testDatabases, useTestDatabase } from './testDatabases.ts';

/** How a column is written: null allowed, a database default, or given on every insert. */
type ColumnKind = 'nullable' | 'defaulted' | 'required';

/** What a table type says of a column. */
type KindOf<Column> =
  null extends SelectType<Column> ? 'nullable' : undefined extends InsertType<Column> ? 'defaulted' : 'required';

/**
 * Every table type's columns, each with what its type says of it. `satisfies` keeps this list equal to
 * the types (a column more or less, or another kind, fails `npx tsc`); the test holds it to the database.
 */
const tableTypes = {
  users: { id: 'defaulted', username: 'required', password: 'required' },
  biomes: {
    id: 'defaulted',
    title: 'required',
    type: 'required',
    description: 'required',
    lightLevel: 'required',
    temperature: 'required',
    waterNeeds: 'required',
    imageUrl: 'required',
    price: 'required',
    isActive: 'defaulted',
    imageAlt: 'defaulted',
  },
  blogPosts: {
    id: 'defaulted',
    title: 'required',
    excerpt: 'required',
    content: 'required',
    imageUrl: 'required',
    category: 'required',
    publishedAt: 'defaulted',
    isPublished: 'defaulted',
    slug: 'required',
    imageAlt: 'defaulted',
    createdAt: 'defaulted',
    updatedAt: 'defaulted',
  },
  resources: {
    id: 'defaulted',
    title: 'required',
    description: 'required',
    type: 'required',
    fileUrl: 'required',
    imageUrl: 'required',
    isActive: 'defaulted',
    imageAlt: 'defaulted',
  },
  subscribers: {
    id: 'defaulted',
    email: 'required',
    subscribedAt: 'defaulted',
    isActive: 'defaulted',
    welcomedAt: 'nullable',
    optedOutAt: 'nullable',
    unsubscribeReason: 'nullable',
  },
  contactMessages: {
    id: 'defaulted',
    name: 'required',
    email: 'required',
    subject: 'required',
    message: 'required',
    createdAt: 'defaulted',
    isRead: 'defaulted',
  },
  species: {
    id: 'defaulted',
    commonName: 'required',
    scientificName: 'required',
    environment: 'required',
    status: 'required',
    niche: 'required',
    description: 'required',
    careInstructions: 'defaulted',
    updateNotes: 'defaulted',
    photos: 'defaulted',
    createdAt: 'defaulted',
    updatedAt: 'defaulted',
    isActive: 'defaulted',
    photoAlts: 'defaulted',
  },
  rateLimits: { key: 'required', windowStart: 'required', count: 'defaulted' },
  adminSessions: {
    idHash: 'required',
    email: 'required',
    clientAddress: 'nullable',
    createdAt: 'defaulted',
    expiresAt: 'required',
  },
  adminPasswordFailures: {
    clientKey: 'required',
    failures: 'required',
    firstFailureAt: 'required',
    lockedUntil: 'nullable',
  },
  publishState: { id: 'required', state: 'required', updatedAt: 'defaulted' },
  changes: {
    id: 'defaulted',
    at: 'defaulted',
    actor: 'required',
    entity: 'required',
    entityId: 'required',
    action: 'required',
    before: 'nullable',
    after: 'nullable',
  },
  siteSettings: { id: 'required', resourcesLive: 'defaulted' },
  newsletters: {
    id: 'defaulted',
    subject: 'required',
    postId: 'nullable',
    body: 'nullable',
    status: 'defaulted',
    createdAt: 'defaulted',
    updatedAt: 'defaulted',
    sendRequestedAt: 'nullable',
    sentAt: 'nullable',
    leaseOwner: 'nullable',
    leaseUntil: 'nullable',
    sendKey: 'nullable',
  },
  newsletterMails: { newsletterId: 'required', html: 'required', text: 'required' },
  mailQueue: {
    id: 'defaulted',
    kind: 'required',
    newsletterId: 'nullable',
    subscriberId: 'nullable',
    contactMessageId: 'nullable',
    email: 'required',
    status: 'defaulted',
    idempotencyKey: 'nullable',
    providerId: 'nullable',
    error: 'nullable',
    attemptedAt: 'nullable',
    sentAt: 'nullable',
    createdAt: 'defaulted',
    attempts: 'defaulted',
    nextAttemptAt: 'nullable',
    retryUntil: 'nullable',
    uncertainSince: 'nullable',
    lockedUntil: 'nullable',
    subject: 'nullable',
    html: 'nullable',
    text: 'nullable',
    headers: 'nullable',
    replyTo: 'nullable',
    outcome: 'nullable',
    outcomeAt: 'nullable',
    outcomeDetail: 'nullable',
  },
  webhookMessages: { id: 'required', receivedAt: 'defaulted' },
} satisfies {
  [Table in keyof DatabaseSchema]: { [Column in keyof DatabaseSchema[Table]]: KindOf<DatabaseSchema[Table][Column]> };
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type InformationSchemaColumn = {
  tableName: string;
  columnName: string;
  isNullable: string;
  columnDefault: string | null;
};

describe.each(testDatabases)('the table types on $name', (database) => {
  const handle = useTestDatabase(database, { prepare: false });

  it('name every column the migrations make and no other, each nullable, defaulted or required as made', async () => {
    const db = handle().db;
    await migrateToLatest(db);
    const { rows } = await sql<InformationSchemaColumn>`
      select table_name, column_name, is_nullable, column_default from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_migration%'`.execute(db);
    const made: Record<string, Record<string, ColumnKind>> = {};
    for (const column of rows) {
      const kind = column.isNullable === 'YES' ? 'nullable' : column.columnDefault === null ? 'required' : 'defaulted';
      (made[column.tableName] ??= {})[column.columnName] = kind;
    }
    const typed = Object.fromEntries(
      Object.entries(tableTypes).map(([table, columns]) => [
        snakeCase(table),
        Object.fromEntries(Object.entries(columns).map(([column, kind]) => [snakeCase(column), kind])),
      ]),
    );
    expect(made).toEqual(typed);
  });
});
