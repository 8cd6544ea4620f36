import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { postPath } from '../lib/journal/journalPost.ts';
import { loadCatalogueOnce } from '../server/catalogue/loadCatalogue.ts';

/**
 * The journal's feed (requirements §2.28): RSS 2.0 of every published post, newest first, each with its
 * title, address, date, excerpt and category, from the catalogue the pages are built from.
 */
export const GET: APIRoute = async ({ site }) => {
  const { posts } = await loadCatalogueOnce();
  const feedUrl = new URL('/rss.xml', site).href;
  return rss({
    title: 'Closed Biomes Journal',
    description:
      'Updates about new ecosystems, research insights and company developments from Closed Biomes, ' +
      'maker of sealed miniature ecosystems.',
    site: site!,
    // Addresses as the site writes them: without a trailing slash (astro.config.mjs).
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-us</language><atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`,
    items: posts.map((post) => ({
      title: post.title,
      link: postPath(post),
      pubDate: new Date(post.publishedAt),
      description: post.excerpt,
      categories: [post.category],
    })),
  });
};
