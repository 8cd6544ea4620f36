import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose, so
// that later schema changes cannot change what this migration did.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('biomes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('light_level', 'text', (col) => col.notNull())
    .addColumn('temperature', 'text', (col) => col.notNull())
    .addColumn('water_needs', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_published', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('file_url', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('subscribed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_read', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('species')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('common_name', 'text', (col) => col.notNull())
    .addColumn('scientific_name', 'text', (col) => col.notNull())
    .addColumn('environment', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('niche', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('care_instructions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('update_notes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('photos', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  // The public lists read only active rows, in id order.
  await db.schema.createIndex('species_active_idx').on('species').columns(['is_active', 'id']).execute();
  await db.schema.createIndex('biomes_active_idx').on('biomes').columns(['is_active', 'id']).execute();
  await db.schema.createIndex('resources_active_type_idx').on('resources').columns(['is_active', 'type']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['species', 'contact_messages', 'subscribers', 'resources', 'blog_posts', 'biomes', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
