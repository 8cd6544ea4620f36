import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDir, SiteDirError } from '../../src/server/localServer/buildSite.ts';

describe('checkSiteDir', () => {
  const project = path.resolve('/srv/closed-biomes');
  const dataDir = path.join(project, '.data');

  it.each([['dist'], ['build/site'], ['../site'], ['/var/www/closed-biomes'], ['/tmp/site']])(
    'accepts %s',
    (siteDir) => {
      expect(() => checkSiteDir(path.resolve(project, siteDir), project, dataDir)).not.toThrow();
    },
  );

  it.each([
    ['.', 'is the project folder or holds it'],
    ['..', 'is the project folder or holds it'],
    ['/', 'is the project folder or holds it'],
    ['.data', 'overlaps DATA_DIR'],
    ['.data/site', 'overlaps DATA_DIR'],
    ['public/site', 'lies inside the sources the site is built from'],
    ['src', 'lies inside the sources the site is built from'],
  ])('refuses %s in one sentence', (siteDir, problem) => {
    const resolved = path.resolve(project, siteDir);
    expect(() => checkSiteDir(resolved, project, dataDir)).toThrow(
      new SiteDirError(`SITE_DIR "${resolved}" ${problem}; set it to a folder of its own, such as dist.`),
    );
  });
});
