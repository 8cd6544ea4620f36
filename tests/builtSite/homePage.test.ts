import { describe, expect, it } from 'vitest';
import { biomeCategory } from '../../src/lib/catalogue/biomeCategory.ts';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import { siteFacts } from '../e2e/support/siteFacts.ts';
import {
  accessibleName,
  builtDocument,
  byId,
  childElements,
  findAll,
  findOne,
  tag,
  textOf,
  type BuiltElement,
} from './builtDocument.ts';
import { readBuilt } from './builtFiles.ts';

/**
 * The home page as the build wrote it (requirements §2): its sections, texts and links, the company's
 * JSON-LD, the catalogue's cards as they arrive before any script runs, and where the stylesheets
 * of the parts below the fold are linked. What the page does once its scripts run is the browser
 * tests' (tests/e2e/home.spec.ts).
 */
const home = builtDocument('index.html');
const main = findOne(home, tag('main'), 'main');
const linkNamed = (root: BuiltElement, name: string) =>
  findOne(root, (element) => element.name === 'a' && accessibleName(element) === name, `link "${name}"`);

describe('home page', () => {
  it('shows the sections of requirements §2 in order with their texts', () => {
    const sections = childElements(main).filter(tag('section'));
    expect(
      sections.map((section) => ({
        id: section.attribs.id ?? '',
        heading: textOf(findOne(section, tag(['h1', 'h2']), 'section heading')),
      })),
    ).toEqual([
      { id: '', heading: 'Experience Multiple Ecosystems in One' },
      { id: 'about', heading: 'A living world under glass' },
      { id: '', heading: 'Built to stay in balance' },
      { id: 'biomes', heading: 'Biome Catalog' },
      { id: 'resources', heading: 'Guides and learning materials' },
      { id: '', heading: 'Stay in the loop' },
      { id: 'contact', heading: 'Get in touch' },
    ]);

    expect(findAll(home, tag('h1')).map(textOf)).toEqual(['Experience Multiple Ecosystems in One']);
    expect(linkNamed(main, 'Explore Biomes').attribs.href).toBe('#biomes');
    expect(linkNamed(main, 'Learn More').attribs.href).toBe('#about');

    const about = byId(home, 'about');
    expect(textOf(about)).toContain('sealed glass vessel holding a complete, living ecosystem');
    // The facade becomes a "Play video" button once its script runs (tests/e2e/home.spec.ts plays it).
    expect(findOne(about, tag('div', { 'data-featured-video': true }), 'featured video').attribs).toMatchObject({
      'data-video-title': siteFacts.featuredVideo.title,
    });
    const moreVideos = findOne(
      about,
      (element) => element.name === 'a' && textOf(element).startsWith('Watch more videos'),
      'link to more videos',
    );
    expect(moreVideos.attribs.href).toBe(siteFacts.featuredVideo.moreVideosUrl);

    expect(findAll(main, tag('h3')).map(textOf)).toEqual(
      expect.arrayContaining(['Environmental Automation', 'Smart Monitoring and Control', 'Interconnected Biomes']),
    );
    const featureList = findOne(
      main,
      (element) => element.name === 'ul' && textOf(element).includes('Environmental Automation'),
      'feature list',
    );
    expect(childElements(featureList).filter(tag('li'))).toHaveLength(3);

    const resources = byId(home, 'resources');
    expect(
      findAll(resources, (element) => textOf(element) === 'Launching Soon' && element.name === 'span'),
    ).toHaveLength(1);
    expect(textOf(resources)).toContain('PDF guides, video tutorials and worksheets');

    const contact = byId(home, 'contact');
    expect(linkNamed(contact, siteFacts.contactEmail).attribs.href).toBe(`mailto:${siteFacts.contactEmail}`);
  });

  it('has the contact form "Share Your Thoughts", its four fields labelled and a 5-row message box', () => {
    const contact = byId(home, 'contact');
    const form = findOne(contact, tag('form'), 'contact form');
    expect(textOf(byId(home, form.attribs['aria-labelledby']!))).toBe('Share Your Thoughts');
    const labels = findAll(form, tag('label')).filter((label) => !textOf(label).startsWith('Website'));
    expect(labels.map(textOf)).toEqual(['Name', 'Email', 'Subject', 'Message']);
    const fields = labels.map((label) => byId(home, label.attribs.for!));
    expect(fields.map((field) => field.name)).toEqual(['input', 'input', 'input', 'textarea']);
    expect(fields[3]!.attribs.rows).toBe('5');
  });

  it('describes the company as a schema.org Organization', () => {
    const scripts = findAll(home, tag('script', { type: 'application/ld+json' }));
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(textOf(scripts[0]!)) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Closed Biomes',
      email: siteFacts.contactEmail,
    });
    expect(new URL(data.url as string).pathname).toBe('/');
    expect(new URL(data.logo as string).pathname).toBe('/icon-512.png');
    expect(data.sameAs).toEqual(Object.values(siteFacts.social).map((channel) => channel.url));
  });
});

describe('biome catalogue as built', () => {
  it('has a card per biome, in catalogue order: category badge, title, description, picture and details link', () => {
    const cards = findAll(byId(home, 'biomes'), tag('article'));
    // The demo catalogue is seeded in this order into a fresh database, which numbers it from 1.
    const biomes = demoBiomes.map((biome, index) => ({ ...biome, id: index + 1 })).filter((biome) => biome.isActive);
    expect(biomes.length).toBeGreaterThan(1);
    expect(
      cards.map((card) => ({
        title: textOf(findOne(card, tag('h3'), 'card title')),
        badge: textOf(findOne(card, (element) => /\bbadge\b/.test(element.attribs.class ?? ''), 'badge')),
        description: textOf(findOne(card, tag('p'), 'card description')),
        alt: findOne(card, tag('img'), 'card picture').attribs.alt,
        link: findOne(card, tag('a'), 'card link').attribs.href,
        linkName: textOf(findOne(card, tag('a'), 'card link')),
      })),
    ).toEqual(
      biomes.map((biome) => ({
        title: biome.title,
        // The rule itself is held to the requirements' examples by tests/unit/biomeCategory.test.ts.
        badge: biomeCategory(biome.title),
        description: biome.description,
        alt: `Illustration of the ${biome.title}`,
        link: `/biomes/${biome.id}`,
        linkName: `View Details of the ${biome.title}`,
      })),
    );
  });
});

describe('stylesheets of the parts below the fold', () => {
  // The home page's HTML and head CSS fit the first round trip because the video's sheet comes later
  // (docs/styling.md).
  const videoSheet = /featuredVideo\.[^"]*\.css/;

  it('the video links its sheet from the body, just before it; islands link no sheet of their own', () => {
    const html = readBuilt('index.html');
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).not.toMatch(videoSheet);
    expect(body).toMatch(new RegExp(`<link rel="stylesheet" href="[^"]*${videoSheet.source}`));
    // The link comes before what it styles, so the browser never shows the video without it.
    expect(body.search(videoSheet)).toBeLessThan(body.indexOf('class="featured-video"'));
    // The forms and toasts are CSS modules linked with the page's own styles, never from inside an island.
    const islands = body.match(/<astro-island[\s\S]*?<\/astro-island>/g) ?? [];
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) expect(island).not.toMatch(/<link rel="stylesheet"/);
  });
});
