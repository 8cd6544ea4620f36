import { describe, expect, it } from 'vitest';
import {
  newUpdateNoteSchema,
  photoUrlField,
  speciesEnvironments,
  speciesNiches,
  speciesPayloadSchema,
  speciesPhotoSchema,
  speciesStatuses,
} from '../../src/lib/schemas/species.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';

const valid = ghostShrimp;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the species payload (POST /api/species, PATCH /api/species/{id})', () => {
  it('offers exactly the enumerations of requirements §3', () => {
    expect(speciesEnvironments).toEqual([
      'Lake Biome',
      'Seagrass Meadow Biome',
      'Lakeshore Biome',
      'Beach Biome',
      'Grassland Biome',
      'Mangrove Biome',
    ]);
    expect(speciesNiches).toEqual(['Primary Producer', 'Consumer', 'Decomposer', 'Facilitator']);
    expect(speciesStatuses).toEqual(['Thriving', 'Stable', 'Growing', 'Abundant', 'Endangered', 'Declining']);
  });

  it('fills the fields with defaults and trims the texts', () => {
    expect(speciesPayloadSchema.parse({ ...valid, commonName: '  Ghost shrimp ' })).toEqual({
      ...valid,
      careInstructions: '',
      photos: [],
      updateNotes: [],
      isActive: true,
    });
  });

  it.each([
    ['a missing required field', { ...valid, commonName: undefined }, 'Common name is required.'],
    ['a blank one', { ...valid, description: '   ' }, 'Description is required.'],
    [
      'an environment outside the list',
      { ...valid, environment: 'Desert Biome' },
      'Choose one of the environment options: Lake Biome, Seagrass Meadow Biome, Lakeshore Biome, Beach Biome, ' +
        'Grassland Biome, Mangrove Biome.',
    ],
    [
      'an empty status',
      { ...valid, status: '' },
      'Choose one of the status options: Thriving, Stable, Growing, Abundant, Endangered, Declining.',
    ],
    ['a field nobody asked for', { ...valid, id: 4 }, 'Unexpected field "id".'],
    ['isActive as text', { ...valid, isActive: 'yes' }, 'isActive must be true or false.'],
    [
      'a photo that would run script',
      { ...valid, photos: ['javascript:alert(1)'] },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    [
      'a protocol-relative photo',
      { ...valid, photos: ['//evil.example/x.png'] },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    ['a note without a date', { ...valid, updateNotes: [{ note: 'x' }] }, 'A note date must be an ISO timestamp.'],
  ])('refuses %s', (_name, input, message) => {
    expect(firstMessage(speciesPayloadSchema.safeParse(input))).toBe(message);
  });

  it('accepts uploads, site images and https photos', () => {
    for (const url of ['/media/3f2a9c.webp', '/images/species/hornwort.svg', 'https://images.example.org/a.jpg'])
      expect(photoUrlField.safeParse(url).success).toBe(true);
  });

  it('a new update note must not be blank after trimming', () => {
    expect(firstMessage(newUpdateNoteSchema.safeParse({ note: ' \n ' }))).toBe('The note is required.');
    expect(newUpdateNoteSchema.parse({ note: ' New shoots. ' })).toEqual({ note: 'New shoots.' });
  });
});

describe('photo alt texts (requirements §3.3)', () => {
  const withPhotos = {
    ...valid,
    photos: ['/media/a.webp'],
    updateNotes: [{ date: '2026-03-01T10:00:00.000Z', note: 'Molted.', photos: ['/media/b.webp'] }],
  };

  it('are optional: a payload without them leaves them out, so that an edit keeps the stored ones', () => {
    expect(speciesPayloadSchema.parse(withPhotos)).not.toHaveProperty('photoAlts');
  });

  it('describe the species photos and the notes’ photos by address, trimmed', () => {
    const parsed = speciesPayloadSchema.parse({
      ...withPhotos,
      photoAlts: { '/media/a.webp': '  A shrimp on a leaf ', '/media/b.webp': 'Its shed skin' },
    });
    expect(parsed.photoAlts).toEqual({ '/media/a.webp': 'A shrimp on a leaf', '/media/b.webp': 'Its shed skin' });
  });

  it.each([
    [
      'an address that is none of its photos',
      { '/media/c.webp': 'Elsewhere' },
      'The alt text for /media/c.webp does not belong to any photo sent with it.',
    ],
    ['a text over 200 characters', { '/media/a.webp': 'x'.repeat(201) }, 'The alt text can be at most 200 characters.'],
    ['a control character', { '/media/a.webp': 'A\nB' }, 'The alt text contains characters that are not allowed.'],
    ['a text that is not text', { '/media/a.webp': 3 }, 'The alt text must be text.'],
    ['a list instead of a map', ['A shrimp'], 'photoAlts must be an object of alt texts by photo address.'],
  ])('refuses %s', (_name, photoAlts, message) => {
    expect(firstMessage(speciesPayloadSchema.safeParse({ ...withPhotos, photoAlts }))).toBe(message);
  });

  it('a new photo may carry an alt text; an empty one means the default', () => {
    expect(speciesPhotoSchema.parse({ photoUrl: '/media/a.webp', alt: ' A shrimp ' })).toEqual({
      photoUrl: '/media/a.webp',
      alt: 'A shrimp',
    });
    expect(speciesPhotoSchema.parse({ photoUrl: '/media/a.webp' })).toEqual({ photoUrl: '/media/a.webp' });
    expect(firstMessage(speciesPhotoSchema.safeParse({ photoUrl: '/media/a.webp', alt: 'x'.repeat(201) }))).toBe(
      'The alt text can be at most 200 characters.',
    );
  });

  it('a new update note may describe its own photos only', () => {
    expect(
      newUpdateNoteSchema.parse({
        note: 'Molted.',
        photos: ['/media/b.webp'],
        photoAlts: { '/media/b.webp': 'Shed skin' },
      }),
    ).toEqual({ note: 'Molted.', photos: ['/media/b.webp'], photoAlts: { '/media/b.webp': 'Shed skin' } });
    expect(
      firstMessage(newUpdateNoteSchema.safeParse({ note: 'Molted.', photoAlts: { '/media/b.webp': 'Shed skin' } })),
    ).toBe('The alt text for /media/b.webp does not belong to any photo sent with it.');
  });
});

describe('what the species schemas say about each field', () => {
  const note = { date: '2026-03-05T12:00:00.000Z', note: 'Molted.' };

  it.each([
    [
      'a name over 120 characters',
      { ...valid, commonName: 'n'.repeat(121) },
      'Common name can be at most 120 characters.',
    ],
    [
      'a line break in a name',
      { ...valid, scientificName: 'Palaemonetes\npaludosus' },
      'Scientific name contains characters that are not allowed.',
    ],
    [
      'a line break in the common name',
      { ...valid, commonName: 'Ghost\nshrimp' },
      'Common name contains characters that are not allowed.',
    ],
    [
      'a niche outside the list',
      { ...valid, niche: 'Predator' },
      'Choose one of the niche options: Primary Producer, Consumer, Decomposer, Facilitator.',
    ],
    ['care instructions that are not text', { ...valid, careInstructions: 5 }, 'Care instructions must be text.'],
    [
      'care instructions over 10,000 characters',
      { ...valid, careInstructions: 'c'.repeat(10_001) },
      'Care instructions can be at most 10,000 characters.',
    ],
    [
      '25 photos',
      { ...valid, photos: Array.from({ length: 25 }, (_, index) => `/media/${index}.webp`) },
      'A species can have at most 24 photos.',
    ],
    ['501 update notes', { ...valid, updateNotes: Array.from({ length: 501 }, () => note) }, 'Too many update notes.'],
    ['a photo address that is not text', { ...valid, photos: [5] }, 'A photo address must be text.'],
    [
      'a photo address over 2,000 characters',
      { ...valid, photos: [`/media/${'a'.repeat(2000)}`] },
      'A photo address can be at most 2,000 characters.',
    ],
    [
      'a site path with a space in it',
      { ...valid, photos: ['/media/a b.webp'] },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    [
      'an https address after other text',
      { ...valid, photos: ['see https://images.example.org/a.jpg'] },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    [
      'an https address with a space in it',
      { ...valid, photos: ['https://images.example.org/a b.jpg'] },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    [
      'a note with five photos',
      { ...valid, updateNotes: [{ ...note, photos: ['/a.png', '/b.png', '/c.png', '/d.png', '/e.png'] }] },
      'A note can carry at most 4 photos.',
    ],
    [
      'a note with a field of its own',
      { ...valid, updateNotes: [{ ...note, author: 'Ana' }] },
      'Unexpected field "author".',
    ],
    [
      'photoAlts that are not an object',
      { ...valid, photoAlts: 'a moss' },
      'photoAlts must be an object of alt texts by photo address.',
    ],
  ])('refuses %s', (_name, input, message) => {
    expect(firstMessage(speciesPayloadSchema.safeParse(input))).toBe(message);
  });

  it('keeps line breaks in the long texts, and takes a note date with its offset', () => {
    const parsed = speciesPayloadSchema.parse({
      ...valid,
      description: 'First line.\nSecond line.',
      updateNotes: [{ date: '2026-03-05T14:00:00+02:00', note: 'One.\nTwo.' }],
    });
    expect(parsed.description).toBe('First line.\nSecond line.');
    expect(parsed.updateNotes[0]).toEqual({ date: '2026-03-05T14:00:00+02:00', note: 'One.\nTwo.' });
  });

  it('names the photo an alt text does not belong to', () => {
    const result = speciesPayloadSchema.safeParse({
      ...valid,
      photos: ['/media/a.webp'],
      photoAlts: { '/media/a.webp': 'A moss', '/media/b.webp': 'A fern' },
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['photoAlts', '/media/b.webp'],
        message: 'The alt text for /media/b.webp does not belong to any photo sent with it.',
      }),
    ]);
  });

  it('refuses a field nobody asked for in a new photo and a new update note', () => {
    expect(firstMessage(speciesPhotoSchema.safeParse({ photoUrl: '/media/a.webp', caption: 'x' }))).toBe(
      'Unexpected field "caption".',
    );
    expect(firstMessage(newUpdateNoteSchema.safeParse({ note: 'x', date: '2026-03-05T12:00:00Z' }))).toBe(
      'Unexpected field "date".',
    );
    expect(firstMessage(speciesPhotoSchema.safeParse(['/media/a.webp']))).toBe(
      'The request body must be a JSON object.',
    );
  });

  // The schemas are the API's documentation (docs/api.md): each one and each of its fields says what it is.
  it.each([
    ['speciesPayloadSchema', speciesPayloadSchema],
    ['speciesPhotoSchema', speciesPhotoSchema],
    ['newUpdateNoteSchema', newUpdateNoteSchema],
    ['an update note', speciesPayloadSchema.shape.updateNotes.unwrap().element],
  ])('%s describes itself and every field', (_name, schema) => {
    expect(schema.description).toMatch(/\w{3}/);
    const undocumented = Object.entries(schema.shape as Record<string, { description?: string }>).filter(
      ([, field]) => !/\w{3}/.test(field.description ?? ''),
    );
    expect(undocumented.map(([name]) => name)).toEqual([]);
  });
});
