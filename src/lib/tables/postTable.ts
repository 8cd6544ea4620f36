import type { ColumnType, Generated } from 'kysely';
import type { PostPayload } from '../schemas/post.ts';

/** A timestamptz column: read as a Date, written as a Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A journal post as the table `blog_posts` holds it (requirements §3.1), in the code's camelCase. The
 * admin's post schema (src/lib/schemas/post.ts) says what the texts hold; the category stays text, as
 * posts stored before the journal may name another (the schema checks the list on every write).
 */
export interface PostTable extends Pick<PostPayload, 'title' | 'excerpt' | 'content' | 'imageUrl'> {
  id: Generated<number>;
  /** Unique: the post's address, /journal/{slug}. */
  slug: string;
  imageAlt: Defaulted<string>;
  category: string;
  publishedAt: Timestamp;
  isPublished: Defaulted<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
