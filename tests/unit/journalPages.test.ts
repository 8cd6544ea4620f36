import { describe, expect, it } from 'vitest';
import { journalPageName, journalPages, journalPageSize, journalPath } from '../../src/lib/journal/journalPages.ts';
import { postImageAlt, postPath, type PublicPost } from '../../src/lib/journal/journalPost.ts';

const post = (id: number, category: string): PublicPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `About post ${id}.`,
  content: `# Post ${id}`,
  imageUrl: `/images/${id}.svg`,
  imageAlt: '',
  category,
  publishedAt: new Date(Date.UTC(2026, 0, 1) - id * 86_400_000).toISOString(),
});

/** 25 research notes, 1 company post and 1 from before the journal's categories, newest first. */
const journal = [
  ...Array.from({ length: 25 }, (_, index) => post(index + 1, 'Research Insights')),
  post(26, 'Company News'),
  post(27, 'Research'),
];
const ids = (posts: readonly PublicPost[]) => posts.map((each) => each.id);

describe('journalPath: an address per view and page', () => {
  it.each<[Parameters<typeof journalPath>, string]>([
    [['all'], '/journal'],
    [['all', 1], '/journal'],
    [['all', 2], '/journal/page/2'],
    [['New Ecosystems'], '/journal/category/new-ecosystems'],
    [['Research Insights', 3], '/journal/category/research-insights/page/3'],
  ])('%j → %s', (args, path) => {
    expect(journalPath(...args)).toBe(path);
  });
});

describe('journalPages (requirements §2.26)', () => {
  const pages = journalPages(journal);
  const pagesOf = (view: string) => pages.filter((page) => page.view === view);

  it('cuts every post, in the order given, into pages of 12 with their addresses', () => {
    expect(journalPageSize).toBe(12);
    const all = pagesOf('all');
    expect(all.map((page) => [page.path, page.page, page.pageCount, page.total])).toEqual([
      ['/journal', 1, 3, 27],
      ['/journal/page/2', 2, 3, 27],
      ['/journal/page/3', 3, 3, 27],
    ]);
    expect(all.flatMap((page) => ids(page.posts))).toEqual(ids(journal));
    expect(all.map((page) => page.posts.length)).toEqual([12, 12, 3]);
  });

  it('gives each category its own pages, an empty one a single page; other categories only in all', () => {
    expect(pagesOf('Research Insights').map((page) => [page.path, page.posts.length])).toEqual([
      ['/journal/category/research-insights', 12],
      ['/journal/category/research-insights/page/2', 12],
      ['/journal/category/research-insights/page/3', 1],
    ]);
    expect(pagesOf('Company News').map((page) => ids(page.posts))).toEqual([[26]]);
    expect(pagesOf('New Ecosystems')).toEqual([
      { path: '/journal/category/new-ecosystems', view: 'New Ecosystems', page: 1, pageCount: 1, total: 0, posts: [] },
    ]);
    expect(pages.filter((page) => ids(page.posts).includes(27)).map((page) => page.view)).toEqual(['all']);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('names a page in its title by its category and number', () => {
    expect(journalPageName('all', 1, 3)).toBe('');
    expect(journalPageName('all', 2, 3)).toBe('page 2 of 3');
    expect(journalPageName('Company News', 1, 1)).toBe('Company News');
    expect(journalPageName('Research Insights', 3, 3)).toBe('Research Insights, page 3 of 3');
  });
});

describe('a post', () => {
  it('lives at /journal/{slug}, its picture described by the admin or else by its title', () => {
    expect(postPath(post(4, 'Company News'))).toBe('/journal/post-4');
    expect(postImageAlt(post(4, 'Company News'))).toBe('Picture for the post “Post 4”');
    expect(postImageAlt({ ...post(4, 'Company News'), imageAlt: 'A jar on a desk' })).toBe('A jar on a desk');
  });
});
