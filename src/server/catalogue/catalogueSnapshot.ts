import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '../../lib/catalogue/catalogue.ts';
import { defaultSiteSwitches } from '../../lib/schemas/siteSwitches.ts';
import { makePrivateDir, writePrivateFileWhole } from '../privateDataDir.ts';

/**
 * The local server hands the catalogue to the build as a file, because the build must never open
 * the PGlite folder the server holds (docs/design.md decision 4). Its hash tells whether dist/ is current.
 */
export function catalogueSnapshotPath(dataDir: string): string {
  return path.join(dataDir, 'catalogue.json');
}

export function serializeCatalogue(catalogue: Catalogue): { json: string; version: string } {
  const json = JSON.stringify(catalogue);
  return { json, version: createHash('sha256').update(json).digest('hex').slice(0, 16) };
}

/** Written whole or not at all, so a build never reads half a snapshot. */
export function writeCatalogueSnapshot(file: string, catalogue: Catalogue): string {
  const { json, version } = serializeCatalogue(catalogue);
  makePrivateDir(path.dirname(file));
  writePrivateFileWhole(file, json);
  return version;
}

/**
 * A snapshot written before the settings were part of it stands for the requirements' behaviour; one
 * written before the journal, for a journal without posts.
 */
export function readCatalogueSnapshot(file: string): Catalogue {
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Catalogue, 'settings' | 'posts'> &
    Partial<Catalogue>;
  return { ...catalogue, posts: catalogue.posts ?? [], settings: catalogue.settings ?? defaultSiteSwitches };
}
