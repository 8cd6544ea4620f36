import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/lib/formatDate.ts';
import { demoPosts } from '../../src/server/db/seed/demoPosts.ts';
import { addressOfBuiltPage } from '../e2e/support/pageTemplates.ts';
import { builtDocument, byClass, findAll, findOne, metaContent, metaProperty, tag, textOf } from './builtDocument.ts';
import type { BuiltElement, BuiltNode } from './builtDocument.ts';
import { builtFiles, builtPages, readBuilt } from './builtFiles.ts';

/**
 * The journal as the build wrote it from the demo posts (requirements §2.26–2.28): its pages, each post's page
 * with its Markdown rendered, the feed, and the way in from the footer. All plain HTML: no island, and
 * the filter and pages are links, so that all of it works without JavaScript. Paging through more posts
 * than a page holds is tests/e2e/journal.atScale.spec.ts's; the Markdown's safety is
 * tests/unit/postMarkdown.test.ts's.
 */
const posts = demoPosts.map((post) => ({ ...post, publishedAt: String(post.publishedAt) }));
const categories = [
  { name: 'New Ecosystems', slug: 'new-ecosystems' },
  { name: 'Research Insights', slug: 'research-insights' },
  { name: 'Company News', slug: 'company-news' },
];
const fileOf = (address: string) => `${address.slice(1)}.html`;
const builtAddresses = new Set(builtPages().map(addressOfBuiltPage));

/** What each card shows and where it leads. */
function cardsOf(page: BuiltNode) {
  return findAll(page, byClass('post-card')).map((card) => ({
    title: textOf(findOne(card, tag('h2'), 'card title')),
    links: findAll(card, tag('a')).map((link) => link.attribs.href),
    picture: findOne(card, tag('img'), 'card picture').attribs.src,
    alt: findOne(card, tag('img'), 'card picture').attribs.alt,
    category: textOf(findOne(card, byClass('post-category'), 'category')),
    date: findOne(card, tag('time'), 'date').attribs.datetime,
    dateShown: textOf(findOne(card, tag('time'), 'date')),
    excerpt: textOf(findAll(card, tag('p')).at(-1)!),
  }));
}

function expectedCards(list: typeof posts) {
  return list.map((post) => ({
    title: post.title,
    links: [`/journal/${post.slug}`],
    picture: post.imageUrl,
    alt: post.imageAlt,
    category: `Category: ${post.category}`,
    date: post.publishedAt,
    dateShown: formatLongDate(post.publishedAt),
    excerpt: post.excerpt,
  }));
}

/** The category filter's links, with the one marked as the page shown. */
function categoryLinks(page: BuiltNode) {
  const label = findOne(page, (element) => textOf(element) === 'Category' && element.name === 'span', 'label');
  const navigation = findOne(page, tag('nav', { 'aria-labelledby': label.attribs.id! }), 'category navigation');
  return findAll(navigation, tag('a')).map((link) => ({
    label: textOf(link),
    href: link.attribs.href,
    current: link.attribs['aria-current'] === 'page',
  }));
}

const jsonLdOf = (page: BuiltNode) =>
  JSON.parse(DomUtils.textContent(findOne(page, tag('script', { type: 'application/ld+json' }), 'JSON-LD')));

describe('/journal (requirements §2.26)', () => {
  const page = builtDocument('journal.html');

  it('is titled and headed, and lists every published post newest first as a card', () => {
    expect(textOf(findOne(page, tag('title'), 'title'))).toBe('Journal | Closed Biomes');
    expect(findAll(page, tag('h1')).map(textOf)).toEqual(['Journal']);
    expect(cardsOf(page)).toEqual(expectedCards(posts));
    expect(textOf(findOne(page, byClass('journal-count'), 'count'))).toBe('3 posts');
    // The demo journal fits one page: no numbered links.
    expect(findAll(page, tag('nav', { 'aria-label': 'Pages' }))).toEqual([]);
  });

  it('links every category as a page of its own, "All posts" chosen', () => {
    expect(categoryLinks(page)).toEqual([
      { label: 'All posts', href: '/journal', current: true },
      ...categories.map(({ name, slug }) => ({ label: name, href: `/journal/category/${slug}`, current: false })),
    ]);
  });

  it('names its feed, its address and its posts for feed readers and search engines', () => {
    expect(findOne(page, tag('link', { rel: 'alternate' }), 'feed link').attribs).toMatchObject({
      type: 'application/rss+xml',
      href: '/rss.xml',
    });
    expect(findOne(page, tag('link', { rel: 'canonical' }), 'canonical').attribs.href).toBe(
      'https://closedbiomes.example/journal',
    );
    expect(metaProperty(page, 'og:type')).toBe('website');
    expect(jsonLdOf(page)).toMatchObject({
      '@type': 'Blog',
      blogPost: posts.map((post) => ({ headline: post.title, datePublished: post.publishedAt })),
    });
  });

  it('ships no island and no script bundle: only the menus of the header and the footer', () => {
    for (const file of ['journal.html', `journal/${posts[0]!.slug}.html`]) {
      const built = builtDocument(file);
      expect(findAll(built, tag('astro-island'))).toEqual([]);
      const sources = findAll(built, tag('script', { src: true })).map((script) => script.attribs.src!);
      expect(sources.map((source) => source.replace(/\.[\w-]+\.js$/, ''))).toEqual([
        '/_astro/SiteHeader.astro_astro_type_script_index_0_lang',
        '/_astro/FooterAdminMenu.astro_astro_type_script_index_0_lang',
      ]);
    }
  });
});

describe.each(categories)('/journal/category/$slug', ({ name, slug }) => {
  const page = builtDocument(`journal/category/${slug}.html`);
  const own = posts.filter((post) => post.category === name);

  it('lists its own posts only, its link chosen', () => {
    expect(textOf(findOne(page, tag('title'), 'title'))).toBe(`Journal: ${name} | Closed Biomes`);
    expect(cardsOf(page)).toEqual(expectedCards(own));
    expect(textOf(findOne(page, byClass('journal-count'), 'count'))).toBe(`1 post in ${name}`);
    expect(
      categoryLinks(page)
        .filter((link) => link.current)
        .map((link) => link.label),
    ).toEqual([name]);
  });
});

describe.each(posts.map((post) => [post.slug, post] as const))('/journal/%s (requirements §2.27)', (slug, post) => {
  const page = builtDocument(`journal/${slug}.html`);
  const article = findOne(page, byClass('journal-post'), 'post');
  const content = findOne(article, byClass('post-content'), 'content');

  it('shows the title, category, date, excerpt and the picture with its alt text', () => {
    expect(textOf(findOne(page, tag('title'), 'title'))).toBe(`${post.title} | Closed Biomes`);
    expect(findAll(page, tag('h1')).map(textOf)).toEqual([post.title]);
    const category = findOne(article, byClass('post-category'), 'category');
    expect({ name: textOf(category), href: category.attribs.href }).toEqual({
      name: `Category: ${post.category}`,
      href: `/journal/category/${categories.find((each) => each.name === post.category)!.slug}`,
    });
    const time = findOne(article, tag('time'), 'date');
    expect({ datetime: time.attribs.datetime, text: textOf(time) }).toEqual({
      datetime: post.publishedAt,
      text: formatLongDate(post.publishedAt),
    });
    expect(findAll(article, tag('p')).map(textOf)).toContain(post.excerpt);
    const picture = findOne(article, tag('img'), 'picture');
    expect(picture.attribs).toMatchObject({ src: post.imageUrl, alt: post.imageAlt });
    expect(builtFiles()).toContain(post.imageUrl.slice(1));
    const back = findOne(article, (element) => element.name === 'a' && textOf(element) === 'Back to Journal', 'back');
    expect(back.attribs.href).toBe('/journal');
  });

  it('shows the content, its Markdown rendered: headings below the title, lists, links that lead somewhere', () => {
    const headings = findAll(content, tag(['h2', 'h3']));
    expect(headings.map(textOf)).toEqual([...post.content.matchAll(/^##+ (.+)$/gm)].map((match) => match[1]));
    expect(findAll(content, tag(['ul', 'ol'])).length).toBeGreaterThan(0);
    expect(findAll(content, tag('script'))).toEqual([]);
    const links = findAll(content, tag('a')).map((link) => link.attribs.href!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links.filter((link) => link.startsWith('/'))) {
      expect(builtAddresses, `${href} leads to a page of the site`).toContain(href.split('#')[0]);
    }
  });

  it('describes itself to search engines and link previews', () => {
    expect(metaContent(page, 'description')).toBe(post.excerpt);
    expect(metaProperty(page, 'og:image')).toBe(`https://closedbiomes.example${post.imageUrl}`);
    expect(metaProperty(page, 'og:image:alt')).toBe(post.imageAlt);
    // A post is an article to link previews, with its date and category; other pages stay a website.
    expect(metaProperty(page, 'og:type')).toBe('article');
    expect(metaProperty(page, 'article:published_time')).toBe(post.publishedAt);
    expect(metaProperty(page, 'article:section')).toBe(post.category);
    expect(jsonLdOf(page)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      url: `https://closedbiomes.example/journal/${slug}`,
    });
  });
});

describe('/rss.xml (requirements §2.28)', () => {
  const feed = parseDocument(readBuilt('rss.xml'), { xmlMode: true });
  const channel = findOne(feed, tag('channel'), 'channel');
  const child = (parent: BuiltElement, name: string) =>
    textOf(findOne(parent, (element) => element.name === name && element.parent === parent, name));

  it('is RSS 2.0 with the channel’s title, link, description and its own address', () => {
    expect(readBuilt('rss.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const rss = findOne(feed, tag('rss'), 'rss');
    expect(rss.attribs).toMatchObject({ version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    expect(rss.parent?.type).toBe('root');
    expect(child(channel, 'title')).toBe('Closed Biomes Journal');
    expect(child(channel, 'link')).toBe('https://closedbiomes.example');
    expect(child(channel, 'description').length).toBeGreaterThan(20);
    expect(findOne(channel, tag('atom:link'), 'atom:link').attribs).toEqual({
      href: 'https://closedbiomes.example/rss.xml',
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it('has an item per published post, newest first: title, link, guid, date, excerpt and category', () => {
    const items = findAll(channel, tag('item')).map((item) => ({
      title: child(item, 'title'),
      link: child(item, 'link'),
      guid: child(item, 'guid'),
      permaLink: findOne(item, tag('guid'), 'guid').attribs.isPermaLink,
      pubDate: child(item, 'pubDate'),
      description: child(item, 'description'),
      category: child(item, 'category'),
    }));
    expect(items).toEqual(
      posts.map((post) => ({
        title: post.title,
        link: `https://closedbiomes.example/journal/${post.slug}`,
        guid: `https://closedbiomes.example/journal/${post.slug}`,
        permaLink: 'true',
        // RFC 822, as RSS 2.0 dates are written.
        pubDate: new Date(post.publishedAt).toUTCString(),
        description: post.excerpt,
        category: post.category,
      })),
    );
  });
});

describe('the ways to the journal', () => {
  it('the footer of every page links it; the sitemap lists its pages and posts', () => {
    const footer = findOne(builtDocument('index.html'), tag('footer'), 'footer');
    const quickLinks = findAll(footer, tag('a')).map((link) => [textOf(link), link.attribs.href]);
    expect(quickLinks).toContainEqual(['Journal', '/journal']);
    const sitemap = readBuilt('sitemap-0.xml');
    const listed = [...sitemap.matchAll(/<loc>https:\/\/closedbiomes\.example([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        '/journal',
        ...categories.map(({ slug }) => `/journal/category/${slug}`),
        ...posts.map((post) => `/journal/${post.slug}`),
      ]),
    );
    for (const address of listed.filter((each) => each!.startsWith('/journal')))
      expect(builtFiles()).toContain(fileOf(address!));
  });
});
