import { describe, expect, it } from 'vitest';
import { siteFacts } from '../e2e/support/siteFacts.ts';
import { builtDocument, byId, findAll, findOne, tag, textOf } from './builtDocument.ts';

/**
 * The privacy policy, the terms and the accessibility statement as the build wrote them: reached
 * from the footer, titled, dated, saying what they must, with headings in order and a contents list
 * whose links have their targets. How they read on screen (line length, the contents list's jump)
 * is the browser's (tests/e2e/legal.spec.ts).
 */
const legalPages = [
  {
    file: 'privacy.html',
    path: '/privacy',
    footerLink: 'Privacy',
    heading: 'Privacy Policy',
    // What the policy must say: what is stored, for how long, by whom, and the visitor's rights.
    mustSay: [
      'your e-mail address',
      'the date and time you subscribed',
      'whether your subscription is active or you have unsubscribed',
      'the name, e-mail address, subject and message you enter in the contact form',
      'whether someone in our team has read it yet',
      'one-click unsubscribe link',
      '24 months',
      'Netlify (hosting)',
      'Neon (database)',
      'Resend (e-mail delivery)',
      'We set no cookies for visitors',
      'session cookie for our team’s admin area',
      'for access:',
      'for correction:',
      'for deletion:',
    ],
  },
  {
    file: 'terms.html',
    path: '/terms',
    footerLink: 'Terms',
    heading: 'Terms of Use',
    mustSay: [
      'Educational content licence',
      'living organisms',
      'care instructions, guides and species information on this website are educational',
      'Liability',
      'Governing law',
    ],
  },
  {
    file: 'accessibility.html',
    path: '/accessibility',
    footerLink: 'Accessibility',
    heading: 'Accessibility Statement',
    mustSay: [
      'WCAG) 2.2',
      'level AA',
      'Keyboard:',
      'Colour and contrast:',
      'Reduced motion:',
      'Images:',
      'axe',
      'Embedded video player:',
      'Report a problem',
      'November 2, 2026',
    ],
  },
] as const;

describe.each(legalPages)('$path', (legal) => {
  const page = builtDocument(legal.file);
  const article = findOne(page, tag('article'), 'article');

  it('is linked from the footer and has its title, heading and last-updated date', () => {
    const footer = findOne(builtDocument('index.html'), tag('footer'), 'footer');
    const links = findAll(footer, (element) => element.name === 'a' && textOf(element) === legal.footerLink);
    expect(links.map((link) => link.attribs.href)).toEqual([legal.path]);
    expect(textOf(findOne(page, tag('title'), 'title'))).toBe(`${legal.heading} | Closed Biomes`);
    expect(findAll(page, tag('h1')).map(textOf)).toEqual([legal.heading]);
    const updated = findOne(
      page,
      (element) => textOf(element).startsWith('Last updated:') && element.name === 'p',
      'date',
    );
    expect(textOf(updated)).toBe('Last updated: November 2, 2026');
    expect(findOne(updated, tag('time'), 'time').attribs.datetime).toBe('2026-11-02');
  });

  it('says what it must, with a way to reach us', () => {
    for (const text of legal.mustSay) expect(textOf(article)).toContain(text);
    expect(findAll(article, tag('a', { href: `mailto:${siteFacts.contactEmail}` })).length).toBeGreaterThan(0);
  });

  it('has headings in order and a contents list of its sections whose links have their targets', () => {
    const levels = findAll(page, tag(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])).map((heading) => Number(heading.name[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);

    const contents = findOne(
      page,
      (element) =>
        element.name === 'nav' &&
        element.attribs['aria-labelledby'] !== undefined &&
        textOf(byId(page, element.attribs['aria-labelledby'])) === 'On this page',
      'contents list',
    );
    const links = findAll(contents, tag('a'));
    expect(links.map(textOf)).toEqual(findAll(article, tag('h2')).map(textOf));
    for (const link of links) {
      const target = link.attribs.href!;
      expect(target).toMatch(/^#./);
      expect(findAll(page, (element) => element.attribs.id === target.slice(1))).toHaveLength(1);
    }
  });
});
