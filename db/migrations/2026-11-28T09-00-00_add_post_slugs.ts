import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The stored blog posts become the journal (docs/design.md decision 15): each post gets an address of
 * its own (`slug`, unique), its picture an alt text (empty: the page describes it by the title), and the
 * timestamps the other entities have. A post stored before gets the slug its title gives, as
 * src/lib/journal/postSlug.ts makes it (accents dropped, lower case, hyphens, at most 80 characters cut at a
 * word's end, 'post' when nothing is left), with its id added when an older post's title gives the same;
 * its publication date stands for when it was created and last changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('slug', 'text')
    .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // search_fold: decomposed, accents dropped, lower case (the species names' migration).
  await sql`
    with hyphenated as (
      select id, trim(both '-' from regexp_replace(search_fold(title), '[^a-z0-9]+', '-', 'g')) as words
      from blog_posts
    ), named as (
      select id, coalesce(nullif(left(regexp_replace(left(words || '-', 81), '-[^-]*$', ''), 80), ''), 'post') as base
      from hyphenated
    ), numbered as (
      select id, base, row_number() over (partition by base order by id) as n from named
    )
    update blog_posts
    set slug = case when numbered.n = 1 then numbered.base else numbered.base || '-' || blog_posts.id end,
      created_at = published_at,
      updated_at = published_at
    from numbered
    where numbered.id = blog_posts.id`.execute(db);
  await db.schema
    .alterTable('blog_posts')
    .alterColumn('slug', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('blog_posts').addUniqueConstraint('blog_posts_slug_key', ['slug']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .dropColumn('updated_at')
    .dropColumn('created_at')
    .dropColumn('image_alt')
    .dropColumn('slug')
    .execute();
}
