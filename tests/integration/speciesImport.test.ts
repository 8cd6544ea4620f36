import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import type { HistoryChange, HistoryPage } from '../../src/lib/admin/history.ts';
import { speciesImportLimits } from '../../src/lib/forms/speciesImport.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { databaseState } from './adminAuthorizationMatrix.ts';
import { defaultAdminEmail } from './adminSession.ts';
import { describeOnEmbedded, testDatabases } from './testDatabases.ts';

const header = 'commonName,scientificName,environment,status,niche,description';
const javaMoss = {
  commonName: 'Java moss',
  scientificName: 'Taxiphyllum barbieri',
  environment: 'Lake Biome',
  status: 'Thriving',
  niche: 'Primary Producer',
  description: 'Grows on anything.',
};

/** Species whose every field a CSV must carry through: quotes, commas, lines, formulas, lists, alt texts. */
const awkwardSpecies = [
  {
    ...ghostShrimp,
    commonName: '=HYPERLINK("https://attacker.example","Click")',
    description: '- eats detritus, "everything"\nand more; “curly” ünïcödé',
    careInstructions: "'=keep the apostrophe\r\nsecond line",
    photos: ['/media/0123456789abcdef0123456789abcdef.webp', 'https://example.org/shrimp,1.jpg'],
    updateNotes: [
      {
        date: '2026-03-01T10:00:00.000Z',
        note: '+1 molt',
        photos: ['/media/fedcba9876543210fedcba9876543210.webp'],
      },
    ],
    photoAlts: {
      '/media/0123456789abcdef0123456789abcdef.webp': 'A shrimp, "see-through"',
      '/media/fedcba9876543210fedcba9876543210.webp': '@ night',
    },
    isActive: false,
  },
  { ...javaMoss, description: '@mention and\ttab', careInstructions: '' },
];

/** A species as stored, without what the database gives it (id, timestamps). */
const writtenFields = ({ id: _id, createdAt: _created, updatedAt: _updated, ...fields }: PublicSpecies) => fields;

describe.each(testDatabases)('species import and export on $name', (database) => {
  const api = useAdminApiContext(database);

  const allSpecies = async () => (await api.call('GET', '/api/admin/species')).body as PublicSpecies[];
  const latestChanges = async (limit: number) =>
    ((await api.call('GET', `/api/admin/history?limit=${limit}`)).body as HistoryPage).changes;
  const importCsv = (csv: string, query = '') => api.send('POST', `/api/admin/species/import${query}`, csv, 'text/csv');
  const importJson = (body: unknown) =>
    api.send('POST', '/api/admin/species/import', JSON.stringify(body), 'application/json; charset=utf-8');
  const restore = (change: Pick<HistoryChange, 'id'>, body?: unknown) =>
    api.call('POST', `/api/admin/history/${change.id}/restore`, body);

  it('stores every row of a CSV in one go, records it as one change and asks for one publish', async () => {
    const before = await allSpecies();
    const csv =
      `${header},photos,isActive\r\n` +
      `${Object.values(ghostShrimp).join(',')},"[""/media/0123456789abcdef0123456789abcdef.webp""]",false\r\n` +
      `${Object.values(javaMoss).join(',')},,\r\n`;

    const answer = await importCsv(csv);

    expect(answer.status).toBe(201);
    expect(api.publishRequests).toBe(1);
    const added = (await allSpecies()).slice(before.length);
    expect(added.map(writtenFields)).toEqual([
      {
        ...ghostShrimp,
        careInstructions: '',
        photos: ['/media/0123456789abcdef0123456789abcdef.webp'],
        updateNotes: [],
        photoAlts: {},
        isActive: false,
      },
      { ...javaMoss, careInstructions: '', photos: [], updateNotes: [], photoAlts: {}, isActive: true },
    ]);
    const [change, previous] = await latestChanges(2);
    expect(answer.body).toEqual({ count: 2, changeId: change!.id });
    expect(change).toMatchObject({
      actor: defaultAdminEmail,
      entity: 'species',
      entityId: 0,
      action: 'import',
      before: null,
      after: { species: added.map(({ id, commonName }) => ({ id, commonName })) },
    });
    // One change for the whole import: the one before it is not one of its species.
    expect(previous?.action).not.toBe('import');
  });

  it('stores a JSON array the same way, and one restore removes every species it added, recorded', async () => {
    const before = await allSpecies();
    const answer = await importJson([ghostShrimp, { ...javaMoss, photos: [], isActive: false }]);
    expect(answer.status).toBe(201);
    expect(await allSpecies()).toHaveLength(before.length + 2);
    const [imported] = await latestChanges(1);

    const undone = await restore(imported!);

    expect(undone.status).toBe(200);
    expect(await allSpecies()).toEqual(before);
    expect(api.publishRequests).toBe(2);
    const [undo] = await latestChanges(1);
    expect(undo).toMatchObject({
      id: undone.body.id,
      entity: 'species',
      entityId: 0,
      action: 'restore',
      before: { species: imported!.after!.species },
      after: { species: [] },
    });
    // The undo is not in Recently deleted (its species do not come back one by one) and is not undone itself.
    const deleted = (await api.call('GET', '/api/admin/history/deleted')).body.changes as HistoryChange[];
    expect(deleted.map((change) => change.id)).not.toContain(undo!.id);
    expect(await restore(undo!)).toMatchObject({
      status: 409,
      body: { message: 'An undone import cannot be redone: import the file again to bring its species back.' },
    });
    expect(await restore(imported!)).toMatchObject({
      status: 409,
      body: { message: 'Nothing to undo: none of the 2 species this import added is still there.' },
    });
    expect(await allSpecies()).toEqual(before);
  });

  it('asks before undoing an import whose species changed since, then removes them on {overwrite: true}', async () => {
    const before = await allSpecies();
    expect((await importJson([ghostShrimp, javaMoss])).status).toBe(201);
    const [imported] = await latestChanges(1);
    const [shrimp, moss] = (await allSpecies()).slice(before.length);
    expect((await api.call('PATCH', `/api/species/${moss!.id}`, { ...javaMoss, status: 'Declining' })).status).toBe(
      200,
    );
    expect((await api.call('DELETE', `/api/species/${shrimp!.id}`)).status).toBe(200);
    const [deletion, edit] = await latestChanges(2);

    const refused = await restore(imported!);

    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          '2 of the imported species changed after this import (Ghost shrimp, Java moss): undoing it removes them ' +
          'with those changes.',
        laterChanges: [
          { id: edit!.id, action: 'update', fields: ['status'] },
          { id: deletion!.id, action: 'delete' },
        ],
      },
    });
    expect((await allSpecies()).slice(before.length).map((species) => species.id)).toEqual([moss!.id]);

    expect((await restore(imported!, { overwrite: true })).status).toBe(200);
    expect(await allSpecies()).toEqual(before);
    const [undo] = await latestChanges(1);
    // Only what was still there was removed: the deleted shrimp stays in Recently deleted.
    expect(undo!.before).toEqual({ species: [{ id: moss!.id, commonName: 'Java moss' }] });
    const deleted = (await api.call('GET', '/api/admin/history/deleted')).body.changes as HistoryChange[];
    expect(deleted.map((change) => change.id)).toContain(deletion!.id);
  });

  it('stores nothing when any row is wrong, and answers 422 with every problem by row and field', async () => {
    const state = await databaseState(api.db);
    const csv =
      `${header},photos\n` +
      `${Object.values(ghostShrimp).join(',')},\n` +
      `${Object.values({ ...javaMoss, environment: 'Desert' }).join(',')},not json\n` +
      '\n' +
      `${Object.values({ ...javaMoss, commonName: ' ' }).join(',')},"[""javascript:alert(1)""]"\n`;

    const answer = await importCsv(csv);

    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Nothing was imported: fix the rows listed and send the file again.',
      errors: [
        { row: 3, field: 'photos', message: expect.stringMatching(/^photos must be JSON, such as \[/) },
        { row: 3, field: 'environment', message: expect.stringMatching(/^Choose one of the environment options/) },
        { row: 5, field: 'commonName', message: expect.any(String) },
        {
          row: 5,
          field: 'photos',
          message: 'Entry 1: A photo address must be a path on this site (/media/…) or an https:// address.',
        },
      ],
    });
    const json = await importJson([ghostShrimp, { ...javaMoss, niche: 'Predator', colour: 'green' }, 'moss']);
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual([
      { row: 2, field: 'niche', message: expect.stringMatching(/^Choose one of the niche options/) },
      { row: 2, field: 'colour', message: 'Unexpected field "colour".' },
      { row: 3, field: '', message: 'Each entry must be a JSON object of species fields.' },
    ]);
    expect(await databaseState(api.db)).toEqual(state);
    expect(api.publishRequests).toBe(0);
  });

  it('stores nothing when the database fails midway: the species and their record commit together', async () => {
    // A trigger refuses one species, in the second of the statements that insert 1,001 rows.
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.common_name = 'Boom' then raise exception 'boom'; end if; return new; end $$`.execute(api.db);
    await sql`create trigger refuse_boom before insert on species
      for each row execute function refuse_boom()`.execute(api.db);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const state = await databaseState(api.db);
      const rows = Array.from({ length: 1000 }, (_, index) => ({ ...ghostShrimp, commonName: `Shrimp ${index}` }));

      const answer = await importJson([...rows, { ...javaMoss, commonName: 'Boom' }]);

      expect(answer.status).toBe(500);
      expect(await databaseState(api.db)).toEqual(state);
      expect(api.publishRequests).toBe(0);
    } finally {
      errors.mockRestore();
      await sql`drop trigger refuse_boom on species`.execute(api.db);
      await sql`drop function refuse_boom()`.execute(api.db);
    }
  });

  it('exports every species in the import format, which imports back unchanged', async () => {
    expect((await importJson(awkwardSpecies)).status).toBe(201);
    const species = await allSpecies();

    const exported = await api.call('GET', '/api/admin/species/export');

    expect(exported.status).toBe(200);
    expect(exported.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="species-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(exported.response.headers.get('cache-control')).toBe('no-store');
    const csv = exported.body as string;
    // No cell starts a formula: the name is text to a spreadsheet, and keeps its own apostrophe too.
    expect(csv).toContain(`"'=HYPERLINK(""https://attacker.example"",""Click"")"`);
    expect(csv).toContain(`"''=keep the apostrophe\r\nsecond line"`);
    expect(csv).toContain(`'@mention`);

    const reimported = await importCsv(csv);

    expect(reimported.status).toBe(201);
    expect(reimported.body.count).toBe(species.length);
    const copies = (await allSpecies()).slice(species.length);
    expect(copies.map(writtenFields)).toEqual(species.map(writtenFields));
  });
});

describeOnEmbedded(testDatabases[0]!, 'species import refusals', () => {
  const api = useAdminApiContext(testDatabases[0]!);

  it.each([
    ['text/plain', 'x', 415, 'Send the species as CSV (text/csv) or as a JSON array (application/json).'],
    ['application/x-www-form-urlencoded', 'a=b', 415, expect.stringMatching(/^Send the species as CSV/)],
    ['text/csv', '', 400, 'The file holds no species: add a row for each species to import.'],
    ['text/csv', `${header}\r\n\r\n`, 400, 'The file holds no species: add a row for each species to import.'],
    ['text/csv', `${header}\n"unclosed,a`, 400, expect.stringMatching(/^The file is not valid CSV: Quote Not Closed/)],
    ['application/json', '[]', 400, 'The file holds no species: add a row for each species to import.'],
    ['application/json', '{"commonName": "x"}', 400, expect.stringMatching(/^Send a JSON array of species/)],
    ['application/json', '[', 400, expect.stringMatching(/^The file is not valid JSON: /)],
  ])('a %s body %j answers %i, storing nothing', async (contentType, body, status, message) => {
    const state = await databaseState(api.db);
    expect(await api.send('POST', '/api/admin/species/import', body, contentType)).toMatchObject({
      status,
      body: { message },
    });
    expect(await databaseState(api.db)).toEqual(state);
  });

  it('refuses a query it does not know before reading the file', async () => {
    const csv = `${header}\n${Object.values(ghostShrimp).join(',')}\n`;
    const state = await databaseState(api.db);
    for (const [query, message] of [
      ['?dryRun=yes', 'dryRun must be true or false.'],
      ['?dry=true', 'Unknown parameter dry.'],
    ]) {
      expect(await api.send('POST', `/api/admin/species/import${query}`, csv, 'text/csv')).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(await databaseState(api.db)).toEqual(state);
  });

  it('refuses a file that is not UTF-8, and reads one that starts with a byte order mark', async () => {
    const latin1 = new Blob([new Uint8Array([...Buffer.from(`${header}\nCaf`), 0xe9])]);
    expect(await api.send('POST', '/api/admin/species/import', latin1, 'text/csv')).toMatchObject({
      status: 400,
      body: { message: 'The file is not UTF-8 text: save it as CSV UTF-8 (or UTF-8 JSON) and send it again.' },
    });
    const withMark = `\ufeff${JSON.stringify([ghostShrimp])}`;
    expect(await api.send('POST', '/api/admin/species/import?dryRun=true', withMark, 'application/json')).toMatchObject(
      { status: 200, body: { count: 1 } },
    );
  });

  it('answers a wrong header with its problems at row 1', async () => {
    const answer = await api.send('POST', '/api/admin/species/import', 'commonName,colour,colour\n', 'text/csv');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'colour', message: expect.stringMatching(/^Unknown column “colour”; the columns are /) },
        { row: 1, field: 'scientificName', message: 'The column scientificName is missing.' },
      ]),
    );
  });

  it('a dry run checks the file and answers how many species it holds, storing nothing', async () => {
    const state = await databaseState(api.db);
    const csv = `${header}\n${Object.values(ghostShrimp).join(',')}\n${Object.values(javaMoss).join(',')}\n`;
    expect(await api.send('POST', '/api/admin/species/import?dryRun=true', csv, 'text/csv')).toMatchObject({
      status: 200,
      body: { count: 2 },
    });
    expect(await databaseState(api.db)).toEqual(state);
    expect(api.publishRequests).toBe(0);
  });

  it('refuses a file over the limit with 413, in words about files', async () => {
    const body = `${header}\n${'x'.repeat(speciesImportLimits.maxBytes)}`;
    expect(await api.send('POST', '/api/admin/species/import', body, 'text/csv')).toMatchObject({
      status: 413,
      body: { message: 'The file is too large: an import takes at most 10 MB. Split it into smaller files.' },
    });
  });
});
