import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { testSiteDir, testSiteSecrets } from '../support/testSite.ts';
import { builtFiles } from './builtFiles.ts';

/**
 * Secrets never reach the browser (docs/design.md decision 7): the test site is built with every admin
 * setting in its environment, as Netlify's build sees the site's variables, and no file it wrote
 * holds any of their values, nor the administrators' addresses.
 */
it('contains no admin secret and no administrator address', () => {
  const files = builtFiles();
  expect(files).toContain('admin-portal.html');
  const needles = [
    ...Object.values(testSiteSecrets),
    testSiteSecrets.ADMIN_PASSWORD_HASH.split('$').at(-1)!,
    'owner.secret-address',
  ];
  const leaks = files.flatMap((file) => {
    const content = fs.readFileSync(path.join(testSiteDir, file)).toString('latin1');
    return needles
      .filter((needle) => content.includes(needle))
      .map((needle) => `${file} contains ${needle.slice(0, 12)}…`);
  });
  expect(leaks).toEqual([]);
});
