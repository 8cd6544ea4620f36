import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalogueSnapshot, writeCatalogueSnapshot } from '../../src/server/catalogue/catalogueSnapshot.ts';

describe('catalogue snapshot', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const file = path.join(folder, 'catalogue.json');
  afterEach(() => fs.rmSync(file, { force: true }));

  it('keeps the admin settings the build reads', () => {
    writeCatalogueSnapshot(file, { biomes: [], species: [], resources: [], settings: { resourcesLive: true } });
    expect(readCatalogueSnapshot(file).settings).toEqual({ resourcesLive: true });
  });

  it('reads a snapshot written before the settings were in it as the requirements have it: resources not live', () => {
    fs.writeFileSync(file, JSON.stringify({ biomes: [], species: [], resources: [] }));
    expect(readCatalogueSnapshot(file)).toEqual({
      biomes: [],
      species: [],
      resources: [],
      settings: { resourcesLive: false },
    });
  });
});
