import { describe, expect, it } from 'vitest';
import { accessibleName, builtDocument, findAll, findOne, metaContent, tag, textOf } from './builtDocument.ts';

/**
 * The sign-in pages as the build wrote them: not indexed, each with its card and its ways on. The
 * alert that explains a Google sign-in that came back unfinished is written by the page's script
 * (tests/e2e/adminAuth.spec.ts); here its slot is empty.
 */
const linksNamed = (file: string, name: string) =>
  findAll(builtDocument(file), (element) => element.name === 'a' && accessibleName(element) === name).map(
    (link) => link.attribs.href,
  );

describe('sign-in pages', () => {
  it('/admin-login: the Admin card, what the admin does, and both ways in for its script to lead with one', () => {
    const page = builtDocument('admin-login.html');
    expect(metaContent(page, 'robots')).toBe('noindex');
    expect(findAll(page, tag('h1')).map(textOf)).toEqual(['Admin']);
    const main = textOf(findOne(page, tag('main'), 'main'));
    expect(main).toContain('This area is restricted to administrators.');
    for (const task of [
      'species',
      'biomes',
      'educational resources',
      'contact messages',
      'subscribers',
      'launch the resources',
      'History',
    ]) {
      expect(main).toContain(task);
    }
    // No way leads in the built page: the script shows those the server has switched on, the leading one first.
    const ways = findOne(page, tag('div', { 'data-sign-in-ways': true }), 'sign-in ways');
    expect(
      findAll(ways, tag('a')).map((link) => [
        accessibleName(link),
        link.attribs.href,
        link.attribs['data-sign-in-way'],
      ]),
    ).toEqual([
      ['Sign in with Google', '/api/auth/google', 'google'],
      ['Sign in with the admin password', '/admin-portal', 'password'],
    ]);
    expect('data-ready' in ways.attribs).toBe(false);
    expect(findAll(page, tag('p', { 'data-no-sign-in': true, hidden: true }))).toHaveLength(1);
    expect(findAll(page, tag('p', { role: 'alert' })).map(textOf)).toEqual(['']);
  });

  it('/admin: the front door describes every admin screen, Settings and Recently deleted included', () => {
    const page = builtDocument('admin.html');
    const screens = findAll(page, (element) => element.name === 'li' && element.attribs.class?.includes('card'));
    const described = Object.fromEntries(
      screens.map((screen) => [textOf(findOne(screen, tag('a'), 'screen link')), textOf(screen)]),
    );
    expect(Object.keys(described)).toEqual([
      'Manage Species',
      'Species Photo Manager',
      'Species Update Notes',
      'Biome Catalogue',
      'Educational Resources',
      'Journal',
      'Contact Messages',
      'View Subscribers',
      'Newsletter Issues',
      'History',
      'Settings',
    ]);
    expect(described['View Subscribers']).toMatch(/unsubscribe or erase.*CSV/);
    expect(described['History']).toContain('Recently deleted');
    expect(described['Settings']).toContain('Launch the resources');
    expect(described['Journal']).toMatch(/Markdown with a preview.*publish/);
    expect(described['Newsletter Issues']).toMatch(/journal post or in Markdown.*test/);
    expect(textOf(findOne(page, tag('main'), 'main'))).toContain('Every change is recorded in History');
  });

  it('/admin-unauthorized: Access Denied and the way home', () => {
    const page = builtDocument('admin-unauthorized.html');
    expect(metaContent(page, 'robots')).toBe('noindex');
    expect(findAll(page, tag('h1')).map(textOf)).toEqual(['Access Denied']);
    expect(textOf(findOne(page, tag('main'), 'main'))).toContain(
      'Only the administrator’s account may enter the admin area',
    );
    expect(linksNamed('admin-unauthorized.html', 'Return to Homepage')).toEqual(['/']);
  });
});
