import { describe, expect, it } from 'vitest';
import { newUpdateNoteSchema, photoUrlField, speciesEnvironments, speciesNiches, speciesPayloadSchema, speciesStatuses } from '../../src/lib/schemas/species.ts';

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
