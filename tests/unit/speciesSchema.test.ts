import { describe, expect, it } from 'vitest';
import { newUpdateNoteSchema, photoUrlField, speciesEnvironments, speciesNiches, speciesPayloadSchema, speciesPhotoSchema, speciesStatuses } from '../../src/lib/schemas/species.ts';

const valid = { commonName: 'Ghost shrimp', scientificName: 'Palaemonetes paludosus', environment: 'Lake Biome', status: 'Stable', niche: 'Consumer', description: 'A translucent scavenger.' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the species payload (POST /api/species, PATCH /api/species/{id})', () => {
  it('offers exactly the enumerations of SPEC §3', () => {
    expect(speciesEnvironments).toEqual(['Lake Biome', 'Seagrass Meadow Biome', 'Lakeshore Biome', 'Beach Biome', 'Grassland Biome', 'Mangrove Biome']);
    expect(speciesNiches).toEqual(['Primary Producer', 'Consumer', 'Decomposer', 'Facilitator']);
    expect(speciesStatuses).toEqual(['Thriving', 'Stable', 'Growing', 'Abundant', 'Endangered', 'Declining']);
  });

  it('fills the fields with defaults and trims the texts', () => {
    expect(speciesPayloadSchema.parse({ ...valid, commonName: '  Ghost shrimp ' })).toEqual({ ...valid, careInstructions: '', photos: [], updateNotes: [], isActive: true });
  });

  it.each([
    ['a missing required field', { ...valid, commonName: undefined }, 'Common name is required.'],
    ['a blank one', { ...valid, description: '   ' }, 'Description is required.'],
    ['an environment outside the list', { ...valid, environment: 'Desert Biome' }, 'Choose one of the environment options: Lake Biome, Seagrass Meadow Biome, Lakeshore Biome, Beach Biome, Grassland Biome, Mangrove Biome.'],
    ['an empty status', { ...valid, status: '' }, 'Choose one of the status options: Thriving, Stable, Growing, Abundant, Endangered, Declining.'],
    ['a field nobody asked for', { ...valid, id: 4 }, 'Unexpected field "id".'],
    ['isActive as text', { ...valid, isActive: 'yes' }, 'isActive must be true or false.'],
    ['a photo that would run script', { ...valid, photos: ['javascript:alert(1)'] }, 'A photo address must be a path on this site (/media/…) or an https:// address.'],
    ['a protocol-relative photo', { ...valid, photos: ['//evil.example/x.png'] }, 'A photo address must be a path on this site (/media/…) or an https:// address.'],
    ['a note without a date', { ...valid, updateNotes: [{ note: 'x' }] }, 'A note date must be an ISO timestamp.'],
  ])('refuses %s', (_name, input, message) => {
    expect(firstMessage(speciesPayloadSchema.safeParse(input))).toBe(message);
  });

  it('accepts uploads, site images and https photos', () => {
    for (const url of ['/media/3f2a9c.webp', '/images/species/hornwort.svg', 'https://images.example.org/a.jpg']) expect(photoUrlField.safeParse(url).success).toBe(true);
  });

  it('a new update note must not be blank after trimming', () => {
    expect(firstMessage(newUpdateNoteSchema.safeParse({ note: ' \n ' }))).toBe('The note is required.');
    expect(newUpdateNoteSchema.parse({ note: ' New shoots. ' })).toEqual({ note: 'New shoots.' });
  });
});

describe('photo alt texts (admin issue, point 5)', () => {
  const withPhotos = { ...valid, photos: ['/media/a.webp'], updateNotes: [{ date: '2026-03-01T10:00:00.000Z', note: 'Molted.', photos: ['/media/b.webp'] }] };

  it('are optional: a payload without them leaves them out, so that an edit keeps the stored ones', () => {
    expect(speciesPayloadSchema.parse(withPhotos)).not.toHaveProperty('photoAlts');
  });

  it('describe the species photos and the notes’ photos by address, trimmed', () => {
    const parsed = speciesPayloadSchema.parse({ ...withPhotos, photoAlts: { '/media/a.webp': '  A shrimp on a leaf ', '/media/b.webp': 'Its shed skin' } });
    expect(parsed.photoAlts).toEqual({ '/media/a.webp': 'A shrimp on a leaf', '/media/b.webp': 'Its shed skin' });
  });

  it.each([
    ['an address that is none of its photos', { '/media/c.webp': 'Elsewhere' }, 'The alt text for /media/c.webp does not belong to any photo sent with it.'],
    ['a text over 200 characters', { '/media/a.webp': 'x'.repeat(201) }, 'The alt text can be at most 200 characters.'],
    ['a control character', { '/media/a.webp': 'A\nB' }, 'The alt text contains characters that are not allowed.'],
    ['a text that is not text', { '/media/a.webp': 3 }, 'The alt text must be text.'],
    ['a list instead of a map', ['A shrimp'], 'photoAlts must be an object of alt texts by photo address.'],
  ])('refuses %s', (_name, photoAlts, message) => {
    expect(firstMessage(speciesPayloadSchema.safeParse({ ...withPhotos, photoAlts }))).toBe(message);
  });

  it('a new photo may carry an alt text; an empty one means the default', () => {
    expect(speciesPhotoSchema.parse({ photoUrl: '/media/a.webp', alt: ' A shrimp ' })).toEqual({ photoUrl: '/media/a.webp', alt: 'A shrimp' });
    expect(speciesPhotoSchema.parse({ photoUrl: '/media/a.webp' })).toEqual({ photoUrl: '/media/a.webp' });
    expect(firstMessage(speciesPhotoSchema.safeParse({ photoUrl: '/media/a.webp', alt: 'x'.repeat(201) }))).toBe('The alt text can be at most 200 characters.');
  });

  it('a new update note may describe its own photos only', () => {
    expect(newUpdateNoteSchema.parse({ note: 'Molted.', photos: ['/media/b.webp'], photoAlts: { '/media/b.webp': 'Shed skin' } })).toEqual({ note: 'Molted.', photos: ['/media/b.webp'], photoAlts: { '/media/b.webp': 'Shed skin' } });
    expect(firstMessage(newUpdateNoteSchema.safeParse({ note: 'Molted.', photoAlts: { '/media/b.webp': 'Shed skin' } }))).toBe('The alt text for /media/b.webp does not belong to any photo sent with it.');
  });
});
