import { describe, expect, it } from 'vitest';
import { adminSpeciesQuerySchema } from '../../src/lib/schemas/adminSpeciesQuery.ts';
import { listPageSchema } from '../../src/lib/schemas/listPage.ts';
import { speciesImportQuerySchema } from '../../src/lib/schemas/speciesImportQuery.ts';

/** The first problem zod finds, as the 400 would say it, or the parsed value. */
function parsed(
  schema: {
    safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { problem: result.error!.issues[0]!.message };
}

describe('adminSpeciesQuerySchema: GET /api/admin/species?q=&sort=&page=', () => {
  it('defaults to the first page by id, every species', () => {
    expect(parsed(adminSpeciesQuerySchema, {})).toEqual({
      value: { q: '', sort: { column: 'id', direction: 'ascending' }, page: 1 },
    });
  });

  it.each<[Record<string, string>, unknown]>([
    [{ sort: 'commonName' }, { column: 'commonName', direction: 'ascending' }],
    [{ sort: '-commonName' }, { column: 'commonName', direction: 'descending' }],
    [{ sort: '-id' }, { column: 'id', direction: 'descending' }],
  ])('reads the sort %j', (query, sort) => {
    expect(parsed(adminSpeciesQuerySchema, query)).toMatchObject({ value: { sort } });
  });

  it.each<[Record<string, string>, number]>([
    [{ page: '1' }, 1],
    [{ page: '42' }, 42],
    [{ page: '100000' }, 100_000],
  ])('reads the page %j', (query, page) => {
    expect(parsed(adminSpeciesQuerySchema, query)).toMatchObject({ value: { page } });
  });

  it.each<[Record<string, unknown>, RegExp]>([
    [{ sort: 'colour' }, /^sort must be one of id, .*with a leading - for descending order\.$/],
    [{ sort: 3 }, /^sort must be text\.$/],
    [{ page: '0' }, /^page must be a positive whole number\.$/],
    [{ page: '01' }, /^page must be a positive whole number\.$/],
    [{ page: '1.5' }, /^page must be a positive whole number\.$/],
    [{ page: '100001' }, /^page can be at most 100000\.$/],
    [{ page: 2 }, /^page must be text\.$/],
    [{ limit: '5', sort: 'id' }, /^Unexpected query parameter "limit": the species list takes q, sort and page\.$/],
  ])('refuses %j', (query, problem) => {
    expect(parsed(adminSpeciesQuerySchema, query).problem).toMatch(problem);
  });
});

describe('speciesImportQuerySchema: POST /api/admin/species/import?dryRun=', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ dryRun: 'false' }, false],
    [{ dryRun: 'true' }, true],
  ])('%j is a dry run: %s', (query, dryRun) => {
    expect(parsed(speciesImportQuerySchema, query)).toEqual({ value: { dryRun } });
  });

  it.each<[Record<string, string>, string]>([
    [{ dryRun: 'yes' }, 'dryRun must be true or false.'],
    [{ dryrun: 'true' }, 'Unknown parameter dryrun.'],
  ])('refuses %j', (query, problem) => {
    expect(parsed(speciesImportQuerySchema, query)).toEqual({ problem });
  });
});

describe('listPageSchema: GET /api/species?limit=&offset=', () => {
  it.each<[Record<string, string>, { limit: number; offset: number }]>([
    [{}, { limit: 100, offset: 0 }],
    [{ limit: '1' }, { limit: 1, offset: 0 }],
    [
      { limit: '500', offset: '0' },
      { limit: 500, offset: 0 },
    ],
    [{ offset: '24' }, { limit: 100, offset: 24 }],
  ])('%j → %j', (query, page) => {
    expect(parsed(listPageSchema, query)).toEqual({ value: page });
  });

  it.each<[Record<string, string>, string]>([
    [{ limit: '0' }, 'limit must be at least 1.'],
    [{ limit: '501' }, 'limit must be at most 500.'],
    [{ limit: 'ten' }, 'limit must be a whole number.'],
    [{ offset: '-1' }, 'offset must be a whole number.'],
    [{ offset: '1234567890' }, 'offset must be a whole number.'],
  ])('refuses %j: %s', (query, problem) => {
    expect(parsed(listPageSchema, query)).toEqual({ problem });
  });
});
