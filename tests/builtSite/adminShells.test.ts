import { expect, it } from 'vitest';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';
import { builtPages, readBuilt } from './builtFiles.ts';

/**
 * The admin screens are static shells: the build writes none of the admin's data into them (their
 * islands fetch it with the session once the gate has let the visitor in), and no search engine
 * indexes them.
 */
const adminScreens = builtPages().filter((page) => page.startsWith('admin/'));

it('builds every admin screen', () => {
  expect(adminScreens).toEqual([
    'admin/biomes.html',
    'admin/history.html',
    'admin/journal.html',
    'admin/messages.html',
    'admin/newsletter.html',
    'admin/notes.html',
    'admin/photos.html',
    'admin/resources.html',
    'admin/settings.html',
    'admin/species.html',
    'admin/subscribers.html',
  ]);
});

it.each(adminScreens)('%s is not indexed and holds no table and no species of the catalogue', (page) => {
  const html = readBuilt(page);
  expect(html).toContain('<meta name="robots" content="noindex');
  expect(html).not.toContain('<table');
  const shown = demoSpecies.filter(
    (species) => html.includes(species.scientificName) || html.includes(`>${species.commonName}<`),
  );
  expect(shown.map((species) => species.commonName)).toEqual([]);
});
