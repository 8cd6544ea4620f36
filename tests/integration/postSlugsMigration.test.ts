import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from '../../src/lib/journal/postSlug.ts';
import { migrateToLatest } from '../../src/server/db/migrateToLatest.ts';
import { testDatabases, useTestDatabase, migrateUpTo } from './testDatabases.ts';

describe.each(testDatabases)('the post slugs migration on $name', (database) => {
  const handle = useTestDatabase(database, { prepare: false });

  it('gives the posts stored before it unique slugs from their titles, an empty alt text and their date', async () => {
    const db = handle().db;
    await migrateUpTo(db, '2026-11-27T15-30-00_index_species_names');
    const long = `${'Nutrient cycling in sealed jars '.repeat(3)}and what the snails do about it`;
    const titles = ['Spring Cycle', 'Spring cycle!', 'Año Nuevo: Épiphytes & Moss', '日本語', long];
    for (const [index, title] of titles.entries()) {
      await sql`insert into blog_posts (title, excerpt, content, image_url, category, published_at)
        values (${title}, 'e', 'c', '/x.svg', 'Research', ${`2026-0${index + 1}-05T10:00:00Z`})`.execute(db);
    }

    // The slugs migration runs next (later migrations may follow it).
    expect((await migrateToLatest(db))[0]).toBe('2026-11-28T09-00-00_add_post_slugs');
    const posts = await db.selectFrom('blogPosts').selectAll().orderBy('id').execute();
    expect(posts.map((post) => post.slug)).toEqual([
      'spring-cycle',
      `spring-cycle-${posts[1]!.id}`,
      'ano-nuevo-epiphytes-moss',
      'post',
      'nutrient-cycling-in-sealed-jars-nutrient-cycling-in-sealed-jars-nutrient-cycling',
    ]);
    // The same slugs as a title gives today, but for the second, whose title another post already gave.
    for (const index of [0, 2, 3, 4]) expect(posts[index]!.slug).toBe(slugFromTitle(titles[index]!));
    for (const post of posts) {
      expect(post).toMatchObject({ imageAlt: '', createdAt: post.publishedAt, updatedAt: post.publishedAt });
    }
    await expect(
      db.updateTable('blogPosts').set({ slug: 'spring-cycle' }).where('id', '=', posts[3]!.id).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
