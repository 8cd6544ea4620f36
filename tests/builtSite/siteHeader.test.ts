import { describe, expect, it } from 'vitest';
import { siteFacts } from '../e2e/support/siteFacts.ts';
import { accessibleName, builtDocument, findAll, findOne, tag, type BuiltNode } from './builtDocument.ts';

/**
 * The header every page shares (requirements §2 "Header and footer"), as the build wrote it: its links and
 * where they lead, and which one marks the page it is on. Where they show at each width, and the
 * menu that holds them on a phone, are the browser's (tests/e2e/header.spec.ts).
 */
const navTargets = [
  ['Home', '/'],
  ['About', '/#about'],
  ['Species Catalog', '/species'],
  ['Resources', '/coming-soon'],
  ['Contact', '/#contact'],
];

const header = (page: BuiltNode) => findOne(page, tag('header', { 'data-site-header': true }), 'site header');
const mainNav = (page: BuiltNode) => findOne(header(page), tag('nav', { 'aria-label': 'Main' }), 'main navigation');

describe('site header', () => {
  const home = builtDocument('index.html');

  it('has the navigation, four social icons and the Patreon button of requirements §2', () => {
    expect(findAll(mainNav(home), tag('a')).map((link) => [accessibleName(link), link.attribs.href])).toEqual(
      navTargets,
    );
    const social = findAll(
      header(home),
      (element) => element.name === 'a' && /^Closed Biomes on /.test(accessibleName(element)),
    );
    const channels = [
      siteFacts.social.videoSite,
      siteFacts.social.photoSite,
      siteFacts.social.shortVideoSite,
      siteFacts.social.socialNetwork,
    ];
    expect(social.map((link) => [accessibleName(link), link.attribs.href])).toEqual(
      channels.map((channel) => [`Closed Biomes on ${channel.label}`, channel.url]),
    );
    const patreon = findAll(
      header(home),
      (element) => element.name === 'a' && accessibleName(element) === 'Support on Patreon',
    );
    expect(patreon.map((link) => link.attribs.href)).toEqual([siteFacts.social.crowdfunding.url]);
  });

  it('leads to /coming-soon from the footer too, while the demo leaves "Resources are live" off', () => {
    const footer = findOne(home, tag('footer'), 'site footer');
    const resources = findAll(footer, (element) => element.name === 'a' && accessibleName(element) === 'Resources');
    expect(resources.map((link) => link.attribs.href)).toEqual(['/coming-soon']);
    expect(findAll(home, (element) => element.name === 'a' && element.attribs.href === '/resources')).toEqual([]);
  });

  it('marks the current page in the navigation, and only it', () => {
    const marked = (file: string) =>
      findAll(mainNav(builtDocument(file)), (element) => 'aria-current' in element.attribs).map((link) => [
        accessibleName(link),
        link.attribs['aria-current'],
      ]);
    expect(marked('coming-soon.html')).toEqual([['Resources', 'page']]);
    expect(marked('species.html')).toEqual([['Species Catalog', 'page']]);
  });
});
