import { describe, expect, it } from 'vitest';
import { speciesPayloadSchema } from '../../src/lib/schemas/species.ts';
import {
  appendSpeciesPhoto,
  appendSpeciesUpdateNote,
  createSpecies,
  deleteSpecies,
  findActiveSpecies,
  listAllSpecies,
  updateSpecies,
} from '../../src/server/repositories/speciesRepository.ts';
import { testDatabases, useTestDatabase } from './testDatabases.ts';
import { ghostShrimp as ghostShrimpFields } from '../support/speciesFixtures.ts';

const ghostShrimp = speciesPayloadSchema.parse(ghostShrimpFields);

describe.each(testDatabases)('species writes on $name', (database) => {
  const handle = useTestDatabase(database);

  it('creates with the defaults, updates every field with a new updatedAt, and deletes', async () => {
    const created = await createSpecies(handle().db, ghostShrimp);
    expect(created).toMatchObject({
      ...ghostShrimp,
      careInstructions: '',
      photos: [],
      updateNotes: [],
      isActive: true,
    });
    const updated = await updateSpecies(handle().db, created.id, {
      ...ghostShrimp,
      status: 'Thriving',
      isActive: false,
      photos: ['/media/a.webp'],
    });
    expect(updated).toMatchObject({
      status: 'Thriving',
      isActive: false,
      photos: ['/media/a.webp'],
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    // Hidden from the public, listed for the admin.
    expect(await findActiveSpecies(handle().db, created.id)).toBeUndefined();
    expect((await listAllSpecies(handle().db)).some((species) => species.id === created.id)).toBe(true);
    expect(await deleteSpecies(handle().db, created.id)).toBe(true);
    expect(await deleteSpecies(handle().db, created.id)).toBe(false);
    expect(await updateSpecies(handle().db, created.id, ghostShrimp)).toBeUndefined();
  });

  it('stores alt texts for its own photos only, and prunes those of removed photos on update', async () => {
    const created = await createSpecies(handle().db, {
      ...ghostShrimp,
      photos: ['/media/a.webp', '/media/b.webp'],
      photoAlts: { '/media/a.webp': 'A', '/media/b.webp': 'B', '/media/stray.webp': 'Stray', '/media/c.webp': '' },
    });
    expect(created.photoAlts).toEqual({ '/media/a.webp': 'A', '/media/b.webp': 'B' });
    const kept = await updateSpecies(handle().db, created.id, {
      ...ghostShrimp,
      photos: ['/media/b.webp', '/media/c.webp'],
    });
    expect(kept!.photoAlts).toEqual({ '/media/b.webp': 'B' });
    const emptied = await updateSpecies(handle().db, created.id, { ...ghostShrimp, photos: [] });
    expect(emptied!.photoAlts).toEqual({});
    const withNote = await appendSpeciesUpdateNote(
      handle().db,
      created.id,
      { date: '2026-03-01T10:00:00.000Z', note: 'Molted.', photos: ['/media/molt.webp'] },
      { '/media/molt.webp': 'Shed skin', '/media/other.webp': 'Stray' },
    );
    expect(withNote!.photoAlts).toEqual({ '/media/molt.webp': 'Shed skin' });
    const withPhoto = await appendSpeciesPhoto(handle().db, created.id, '/media/d.webp', 'D');
    expect(withPhoto!.photoAlts).toEqual({ '/media/molt.webp': 'Shed skin', '/media/d.webp': 'D' });
    expect((await findActiveSpecies(handle().db, created.id))!.photoAlts).toEqual(withPhoto!.photoAlts);
  });

  it('appends photos and notes in one statement each, so concurrent appends all land', async () => {
    const { id } = await createSpecies(handle().db, ghostShrimp);
    const photos = Array.from({ length: 8 }, (_, index) => `/media/photo-${index}.webp`);
    await Promise.all(photos.map((photo) => appendSpeciesPhoto(handle().db, id, photo)));
    const notes = Array.from({ length: 5 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
      note: `Note ${index}`,
    }));
    await Promise.all(notes.map((note) => appendSpeciesUpdateNote(handle().db, id, note)));
    const [stored] = (await listAllSpecies(handle().db)).filter((species) => species.id === id);
    expect([...stored!.photos].sort()).toEqual([...photos].sort());
    expect(stored!.updateNotes.map((note) => note.note).sort()).toEqual(notes.map((note) => note.note));
    expect(await appendSpeciesPhoto(handle().db, 987_654, '/media/x.webp')).toBeUndefined();
    expect(await appendSpeciesUpdateNote(handle().db, 987_654, notes[0]!)).toBeUndefined();
  });
});
