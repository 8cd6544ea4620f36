import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { speciesPayloadSchema } from '../../src/lib/schemas/species.ts';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';
import { generateSpecies } from '../../src/server/db/seed/generatedSpecies.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
// The size the benchmarks measure (docs/design.md decision 14): names must stay distinct all the way there.
const catalogue = generateSpecies(10_000);
const sample = catalogue.filter((_, index) => index % 97 === 0);

/** Text as a listing page shows it, and how well gzip squeezes it. */
function gzipRatio(species: { commonName: string; scientificName: string; description: string }[]): number {
  const text = species.map((row) => `${row.commonName}\n${row.scientificName}\n${row.description}`).join('\n');
  return text.length / zlib.gzipSync(text).length;
}

describe('the generated catalogue (benchmarks at scale)', () => {
  it('gives every species its own common name and its own scientific name', () => {
    expect(catalogue).toHaveLength(10_000);
    expect(new Set(catalogue.map((species) => species.commonName)).size).toBe(10_000);
    expect(new Set(catalogue.map((species) => species.scientificName)).size).toBe(10_000);
  });

  it('writes binomial scientific names: a capitalised genus and a lower-case epithet', () => {
    for (const { scientificName } of sample) expect(scientificName).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
  });

  it('writes species the admin could have written: each one passes the species schema', () => {
    for (const { createdAt, updatedAt, ...payload } of sample) {
      const result = speciesPayloadSchema.safeParse(payload);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(createdAt));
    }
  });

  it('uses only the environments and niches of the demo catalogue, and every one of them', () => {
    for (const field of ['environment', 'niche'] as const) {
      const demoValues = new Set(demoSpecies.map((species) => species[field]));
      expect(new Set(catalogue.map((species) => species[field]))).toEqual(demoValues);
    }
  });

  it('shows photos that are real files of the site, each with an alt text naming the species', () => {
    for (const species of sample) {
      expect(species.photos.length).toBeGreaterThan(0);
      for (const photo of species.photos) {
        expect(fs.existsSync(path.join(publicDir, photo)), photo).toBe(true);
        expect(species.photoAlts[photo]).toContain(species.commonName);
      }
    }
  });

  it('writes distinct text that compresses about as real text does, not one sentence repeated', () => {
    expect(new Set(catalogue.map((species) => species.description)).size).toBe(10_000);
    expect(new Set(catalogue.map((species) => species.careInstructions)).size).toBeGreaterThan(9_500);
    // The demo's own 31 species squeeze to 2.2 times smaller (these, 3.1); one text repeated would reach 10 or more.
    expect(gzipRatio(catalogue.slice(0, 31))).toBeLessThan(4);
  });

  it('is the same catalogue for the same seed and another one for another seed', () => {
    expect(generateSpecies(50, 7)).toEqual(generateSpecies(50, 7));
    expect(generateSpecies(50, 8)[0]).not.toEqual(generateSpecies(50, 7)[0]);
    expect(catalogue.slice(0, 50)).toEqual(generateSpecies(50));
  });
});
