import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalogueSnapshot, writeCatalogueSnapshot } from '../../src/server/catalogue/catalogueSnapshot.ts';

describe('catalogue snapshot', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const file = path.join(folder, 'catalogue.json');
  afterEach(() => fs.rmSync(file, { force: true }));

  it('keeps the admin settings and the journal the build reads', () => {
    const post = {
      id: 1,
      slug: 'open-day',
      title: 'Open Day',
      excerpt: 'Come and see.',
      content: '## When',
      imageUrl: '/images/a.svg',
      imageAlt: '',
      category: 'Company News',
      publishedAt: '2026-11-28T09:00:00.000Z',
    };
    const catalogue = { biomes: [], species: [], resources: [], posts: [post], settings: { resourcesLive: true } };
    writeCatalogueSnapshot(file, catalogue);
    expect(readCatalogueSnapshot(file)).toEqual(catalogue);
  });

  it('reads a snapshot written before the settings and the journal as the requirements have it', () => {
    fs.writeFileSync(file, JSON.stringify({ biomes: [], species: [], resources: [] }));
    expect(readCatalogueSnapshot(file)).toEqual({
      biomes: [],
      species: [],
      resources: [],
      posts: [],
      settings: { resourcesLive: false },
    });
  });
});
