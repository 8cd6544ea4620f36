import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '../../src/lib/admin/history.ts';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { defaultAdminEmail } from './adminSession.ts';
import { testDatabases } from './testDatabases.ts';

describe.each(testDatabases)('site settings API on $name', (database) => {
  const api = useAdminApiContext(database);

  const settingChanges = async () =>
    ((await api.call('GET', '/api/admin/history?entity=setting')).body as HistoryPage).changes;

  it('starts with the resources not live (requirements §2.24), in the API and in what the build reads', async () => {
    expect(await api.call('GET', '/api/admin/settings')).toMatchObject({ status: 200, body: { resourcesLive: false } });
    expect((await readCatalogue(api.db)).settings).toEqual({ resourcesLive: false });
  });

  it('PATCH switches the resources live: stored, read by the build, recorded in History, and published', async () => {
    const earlier = await settingChanges();
    const answer = await api.call('PATCH', '/api/admin/settings', { resourcesLive: true });
    expect(answer).toMatchObject({ status: 200, body: { resourcesLive: true } });
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    expect(api.publishRequests).toBe(1);
    expect((await api.call('GET', '/api/admin/settings')).body).toEqual({ resourcesLive: true });
    expect((await readCatalogue(api.db)).settings).toEqual({ resourcesLive: true });

    const [latest, ...rest] = await settingChanges();
    expect(rest).toEqual(earlier);
    expect(latest).toMatchObject({
      actor: defaultAdminEmail,
      entity: 'setting',
      entityId: 1,
      action: 'update',
      before: { id: 1, resourcesLive: false },
      after: { id: 1, resourcesLive: true },
    });

    await api.call('PATCH', '/api/admin/settings', { resourcesLive: false });
    expect((await readCatalogue(api.db)).settings).toEqual({ resourcesLive: false });
  });

  it('refuses a payload that is not exactly {resourcesLive: boolean}, changing and recording nothing', async () => {
    const earlier = await settingChanges();
    for (const body of [{}, { resourcesLive: 'yes' }, { resourcesLive: true, extra: 1 }]) {
      expect((await api.call('PATCH', '/api/admin/settings', body)).status).toBe(400);
    }
    expect(await settingChanges()).toEqual(earlier);
    expect(api.publishRequests).toBe(0);
  });

  it('stores a change on a database that lost the settings row, as an update of the settings it read', async () => {
    await api.db.deleteFrom('siteSettings').execute();
    expect((await api.call('GET', '/api/admin/settings')).body).toEqual({ resourcesLive: false });
    expect(await api.call('PATCH', '/api/admin/settings', { resourcesLive: true })).toMatchObject({
      status: 200,
      body: { resourcesLive: true },
    });
    expect((await readCatalogue(api.db)).settings).toEqual({ resourcesLive: true });
    const [latest] = await settingChanges();
    expect(latest).toMatchObject({
      action: 'update',
      before: { id: 1, resourcesLive: false },
      after: { id: 1, resourcesLive: true },
    });
    await api.call('PATCH', '/api/admin/settings', { resourcesLive: false });
  });

  it('a setting change is a record only: History offers no restore of it', async () => {
    await api.call('PATCH', '/api/admin/settings', { resourcesLive: true });
    const [latest] = await settingChanges();
    expect((await api.call('POST', `/api/admin/history/${latest!.id}/restore`)).status).toBe(409);
    await api.call('PATCH', '/api/admin/settings', { resourcesLive: false });
  });
});
