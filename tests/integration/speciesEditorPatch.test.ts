import { describe, expect, it } from 'vitest';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { callFunction } from './callFunction.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';
import { testDatabases } from './testDatabases.ts';

/**
 * What the species editor sends (requirements §2.23): one PATCH of the whole species with its
 * photos in a new order (the first is the card photo), edited alt texts of photos it already had,
 * and update notes whose text was edited, each keeping its date.
 */
describe.each(testDatabases)('PATCH /api/species/{id} from the species editor on $name', (database) => {
  const api = useAdminApiContext(database);

  const original = {
    ...ghostShrimp,
    photos: ['/media/a.webp', '/media/b.webp', '/media/c.webp'],
    updateNotes: [
      { date: '2026-03-01T10:00:00.000Z', note: 'Molted.', photos: ['/media/molt.webp'] },
      { date: '2026-04-01T10:00:00.000Z', note: 'Two shrimplets.' },
    ],
    photoAlts: { '/media/a.webp': 'Side view', '/media/b.webp': 'Top view', '/media/molt.webp': 'A shed skin' },
  };

  it('reorders the photos, edits the alt texts of existing photos and the text of notes, all in one call', async () => {
    const { body: created } = await api.call('POST', '/api/species', original);
    const edit = {
      ...original,
      photos: ['/media/c.webp', '/media/a.webp', '/media/b.webp'],
      updateNotes: [
        { date: '2026-03-01T10:00:00.000Z', note: 'Molted twice.', photos: ['/media/molt.webp'] },
        { date: '2026-04-01T10:00:00.000Z', note: 'Three shrimplets.' },
      ],
      photoAlts: {
        '/media/c.webp': 'Close-up of the head',
        '/media/a.webp': 'Side view on gravel',
        '/media/b.webp': 'Top view',
        '/media/molt.webp': 'A shed skin on moss',
      },
    };
    const { status, body } = await api.call('PATCH', `/api/species/${created.id}`, edit);
    expect(status).toBe(200);
    expect(body).toMatchObject({ photos: edit.photos, updateNotes: edit.updateNotes, photoAlts: edit.photoAlts });
    const stored = await api.db
      .selectFrom('species')
      .select(['photos', 'updateNotes', 'photoAlts'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ photos: edit.photos, updateNotes: edit.updateNotes, photoAlts: edit.photoAlts });
    const publicCopy = (await (await callFunction(`/api/species/${created.id}`))!.json()) as PublicSpecies;
    expect(publicCopy.photos[0]).toBe('/media/c.webp');
    expect(publicCopy.photoAlts['/media/c.webp']).toBe('Close-up of the head');
    expect(api.publishRequests).toBe(2);
  });

  it('refuses a note whose edited text is blank, and keeps the species as it was', async () => {
    const { body: created } = await api.call('POST', '/api/species', original);
    const edit = { ...original, updateNotes: [{ ...original.updateNotes[0], note: '   ' }] };
    expect(await api.call('PATCH', `/api/species/${created.id}`, edit)).toMatchObject({
      status: 400,
      body: { message: 'The note is required.' },
    });
    expect(
      (await api.db.selectFrom('species').select('updateNotes').where('id', '=', created.id).executeTakeFirstOrThrow())
        .updateNotes,
    ).toEqual(original.updateNotes);
  });
});
