import { describe, expect, it } from 'vitest';
import type { HistoryChange, HistoryEntity, HistoryPage } from '../../src/lib/admin/history.ts';
import { readRowSnapshot } from '../../src/server/history/rowSnapshots.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { defaultAdminEmail } from './adminSession.ts';
import { cloudForestBiome } from './catalogueAdminFixtures.ts';
import { testDatabases } from './testDatabases.ts';

describe.each(testDatabases)('restores that would overwrite later changes, on $name', (database) => {
  const api = useAdminApiContext(database);

  const historyOf = async (entity: HistoryEntity, id: number): Promise<HistoryChange[]> =>
    ((await api.call('GET', `/api/admin/history?entity=${entity}&id=${id}`)).body as HistoryPage).changes;
  const snapshot = async (entity: HistoryEntity, id: number) => (await readRowSnapshot(api.db, entity, id)) ?? null;
  const restore = (change: HistoryChange, body?: unknown) =>
    api.call('POST', `/api/admin/history/${change.id}/restore`, body);

  it('answers 409 with the later changes (when, who, which fields), then restores with {overwrite: true}', async () => {
    const { body: biome } = await api.call('POST', '/api/biomes', cloudForestBiome);
    const edits = [{ description: 'Mist every morning.' }, { title: 'Misty Cloud Forest', description: 'Fog.' }];
    for (const edit of edits) {
      expect((await api.call('PATCH', `/api/biomes/${biome.id}`, { ...cloudForestBiome, ...edit })).status).toBe(200);
    }
    const [second, first] = await historyOf('biome', biome.id);
    const now = await snapshot('biome', biome.id);
    const publishes = api.publishRequests;

    const refused = await restore(first!);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          'This is not the latest change of the biome “Cloud Forest Biome”: restoring it overwrites 1 later change.',
        laterChanges: [
          {
            id: second!.id,
            at: second!.at,
            actor: defaultAdminEmail,
            action: 'update',
            fields: ['title', 'description'],
          },
        ],
        deletedSince: false,
        lacks: [],
      },
    });
    expect(await snapshot('biome', biome.id)).toEqual(now);
    expect(await historyOf('biome', biome.id)).toHaveLength(3);
    expect(api.publishRequests).toBe(publishes);

    // The latest change needs no confirmation.
    expect((await restore(second!)).status).toBe(200);
    expect((await snapshot('biome', biome.id))!.title).toBe('Cloud Forest Biome');
    expect((await restore(first!, { overwrite: true })).status).toBe(200);
    expect(await snapshot('biome', biome.id)).toEqual(first!.before);
    expect(await restore(first!, { overwrite: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'overwrite must be true or false.' },
    });
  });

  it('says that an update of an item deleted since brings it back at that version, and what it lacks', async () => {
    const { body: species } = await api.call('POST', '/api/species', ghostShrimp);
    const id = species.id as number;
    expect(
      (await api.call('PATCH', `/api/species/${id}`, { ...ghostShrimp, description: 'Eats detritus.' })).status,
    ).toBe(200);
    expect((await api.call('POST', `/api/species/${id}/update-note`, { note: 'Molted twice.' })).status).toBe(200);
    expect((await api.call('DELETE', `/api/species/${id}`)).status).toBe(200);
    const [deletion, note, update] = await historyOf('species', id);

    const refused = await restore(update!);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message:
        'The species “Ghost shrimp” was deleted after this change. Restoring brings it back as it was before ' +
        'this change, without what 2 later changes brought to: description, update notes.',
      laterChanges: [
        { id: note!.id, action: 'add-note', fields: ['updateNotes'] },
        { id: deletion!.id, action: 'delete', fields: expect.arrayContaining(['commonName', 'updateNotes']) },
      ],
      deletedSince: true,
      lacks: ['description', 'updateNotes'],
    });
    expect(await snapshot('species', id)).toBeNull();

    expect((await restore(update!, { overwrite: true })).status).toBe(200);
    expect(await snapshot('species', id)).toMatchObject({ description: ghostShrimp.description, updateNotes: [] });
    // Restoring the deletion itself, from "Recently deleted", is the latest change: no question asked.
    expect((await api.call('DELETE', `/api/species/${id}`)).status).toBe(200);
    const [latest] = await historyOf('species', id);
    expect((await restore(latest!)).status).toBe(200);
  });
});
