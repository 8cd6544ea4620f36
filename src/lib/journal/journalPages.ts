import { pagesOf, type ListPage } from '../catalogue/cataloguePaging.ts';
import type { PublicPost } from './journalPost.ts';
import { postCategories, postCategorySlug, type PostCategory } from './postCategories.ts';

/**
 * The journal's pre-rendered pages (docs/design.md decision 14, requirements §2.26): every published post,
 * newest first, and each category's, cut into pages of a fixed size, each at an address of its own:
 * `/journal`, `/journal/page/2`, `/journal/category/company-news`, `/journal/category/company-news/page/2`.
 */

/** Posts per page: a post's card is larger than a species' or a resource's, so half as many. */
export const journalPageSize = 12;

/** What a journal page lists: every post, or one category's. */
export type JournalView = 'all' | PostCategory;

/** The address of a page of a view; page 1 has no `/page/1`. */
export function journalPath(view: JournalView, page = 1): string {
  const category = view === 'all' ? '' : `/category/${postCategorySlug(view)}`;
  return `/journal${category}${page > 1 ? `/page/${page}` : ''}`;
}

/** A page at the address journalPath writes, with its posts. */
export type JournalPage = Omit<ListPage<PublicPost>, 'items'> & { view: JournalView; posts: PublicPost[] };

/**
 * Every page the build writes from `posts` (published, newest first): all posts, and each category
 * (an empty one too, as one page that says so), cut into pages.
 */
export function journalPages(posts: readonly PublicPost[]): JournalPage[] {
  const views: JournalView[] = ['all', ...postCategories];
  return views.flatMap((view) => {
    const listed = view === 'all' ? posts : posts.filter((post) => post.category === view);
    return pagesOf(listed, (page) => journalPath(view, page), journalPageSize).map(({ items, ...page }) => ({
      ...page,
      view,
      posts: items,
    }));
  });
}

/** What a page is called in its title: 'Research Insights, page 2 of 3'; '' for the first page of every post. */
export function journalPageName(view: JournalView, page: number, pageCount: number): string {
  return [view === 'all' ? undefined : view, page > 1 ? `page ${page} of ${pageCount}` : undefined]
    .filter((part) => part !== undefined)
    .join(', ');
}
