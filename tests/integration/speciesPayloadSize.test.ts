import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson } from '../../src/lib/apiClient.ts';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import { largestJsonBytes } from '../../src/lib/schemas/payloadSize.ts';
import { speciesPayloadSchema } from '../../src/lib/schemas/species.ts';
import { jsonBodyLimit } from '../../src/server/http/bodyLimits.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { createAdminSessionCookie, sameOrigin } from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import { testDatabases } from './testDatabases.ts';
import { largestSpecies } from '../support/largestSpecies.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';

/**
 * A species of any size the schema accepts can be saved: the body limit of its writes is the
 * schema's largest valid payload, not a fixed number of kilobytes.
 */

// The subject is the body limit, not the database's speed: the largest species writes over 150 MB to
// Postgres (the row, and History's before and after), which a loaded machine cannot do within the
// default 5 s per statement and 6 s per request. Its longest settings keep this test about size.
vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', '60000');
vi.stubEnv('DATABASE_REQUEST_TIMEOUT_MS', '60000');

describe.each(testDatabases)('species of every schema-valid size on $name', (database) => {
  const api = useAdminApiContext(database);
  let cookie = '';

  beforeAll(async () => {
    cookie = await createAdminSessionCookie(api.db);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The edit dialog's own call (useSpeciesSave), its fetch answered by the function as a signed-in admin's. */
  function fetchAsAdmin() {
    vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
      callFunction(url, { ...init, headers: { ...(init.headers as object), cookie, origin: sameOrigin } }),
    );
  }

  it('saves the largest valid species through the edit dialog’s PATCH', { timeout: 120_000 }, async () => {
    const { body: created } = await api.call('POST', '/api/species', ghostShrimp);
    const largest = largestSpecies();
    const bytes = new TextEncoder().encode(JSON.stringify(largest)).byteLength;
    expect(bytes).toBeGreaterThan(largestJsonBytes(speciesPayloadSchema) * 0.99);
    expect(bytes).toBeLessThanOrEqual(largestJsonBytes(speciesPayloadSchema));

    fetchAsAdmin();
    const saved = await sendJson<PublicSpecies>('PATCH', `/api/species/${created.id}`, largest);
    expect(saved).toMatchObject({ id: created.id, description: largest.description, photos: largest.photos });
    const stored = await api.db
      .selectFrom('species')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.careInstructions).toBe(largest.careInstructions);
    expect(stored.updateNotes).toHaveLength(largest.updateNotes.length);
    expect(Object.keys(stored.photoAlts)).toHaveLength(Object.keys(largest.photoAlts).length);
  });

  it('adds a species with 5,000 × "ü" as description and 10,000 × "é" as care text', async () => {
    const species = { ...ghostShrimp, description: 'ü'.repeat(5000), careInstructions: 'é'.repeat(10_000) };
    const { status, body } = await api.call('POST', '/api/species', species);
    expect(status).toBe(201);
    expect(body).toMatchObject(species);
  });

  it('refuses a body one byte over the largest valid species with 413', async () => {
    const limit = jsonBodyLimit(speciesPayloadSchema);
    const { status, body } = await api.call('POST', '/api/species', { ...ghostShrimp, padding: 'x'.repeat(limit) });
    expect(status).toBe(413);
    expect(body.message).toMatch(/^The request body is too large; at most [\d,]+ KB are accepted\.$/);
  });
});
