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
  it('/admin-login: the Admin card, Google sign-in and the way to the portal', () => {
    const page = builtDocument('admin-login.html');
    expect(metaContent(page, 'robots')).toBe('noindex');
    expect(findAll(page, tag('h1')).map(textOf)).toEqual(['Admin']);
    expect(textOf(findOne(page, tag('main'), 'main'))).toContain('This area is restricted to administrators.');
    expect(linksNamed('admin-login.html', 'Sign in with Google')).toEqual(['/api/auth/google']);
    expect(linksNamed('admin-login.html', 'Open the password portal')).toEqual(['/admin-portal']);
    expect(findAll(page, tag('p', { role: 'alert' })).map(textOf)).toEqual(['']);
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
