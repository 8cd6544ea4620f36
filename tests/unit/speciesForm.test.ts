import { describe, expect, it } from 'vitest';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import { speciesFieldLimits } from '../../src/lib/schemas/species.ts';
import {
  checkSpeciesForm,
  emptySpeciesForm,
  noRemovals,
  noSpeciesLists,
  type SpeciesFormInput,
  type SpeciesFormValues,
  speciesFormValues,
  speciesPayload,
  toggledPosition,
  toggledRemoval,
  withNewUpdateNote,
  editedLists,
  movedPosition,
  noEdits,
} from '../../src/lib/forms/speciesForm.ts';

const filled: SpeciesFormValues = {
  commonName: '  Java Moss ',
  scientificName: 'Taxiphyllum barbieri',
  environment: 'Lake Biome',
  status: 'Thriving',
  niche: 'Primary Producer',
  description: 'A hardy moss.',
  careInstructions: '',
  isActive: true,
};

const stored: PublicSpecies = {
  id: 7,
  ...filled,
  commonName: 'Java Moss',
  careInstructions: 'Low light.',
  photos: ['/images/species/moss-1.webp'],
  updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Spreading well.' }],
  photoAlts: { '/images/species/moss-1.webp': 'Moss covering a stone' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const now = new Date('2026-03-05T12:30:00.000Z');

function addForm(overrides: Partial<SpeciesFormInput> = {}): SpeciesFormInput {
  return {
    mode: 'add',
    values: filled,
    lists: noSpeciesLists,
    newPhotoAlts: [],
    newUpdateNote: '',
    notePhotoChosen: false,
    notePhotoAlt: '',
    removals: noRemovals,
    edits: noEdits,
    ...overrides,
  };
}

function editForm(overrides: Partial<SpeciesFormInput> = {}): SpeciesFormInput {
  return {
    mode: 'edit',
    values: speciesFormValues(stored),
    lists: stored,
    newPhotoAlts: [],
    newUpdateNote: '',
    notePhotoChosen: false,
    notePhotoAlt: '',
    removals: noRemovals,
    edits: noEdits,
    ...overrides,
  };
}

describe('speciesFormValues (the edit form prefilled)', () => {
  it('holds the species’ fields', () => {
    expect(speciesFormValues(stored)).toEqual({ ...filled, commonName: 'Java Moss', careInstructions: 'Low light.' });
  });

  it('leaves a stored choice the form does not offer unchosen', () => {
    const odd = speciesFormValues({
      ...stored,
      status: 'Critically Endangered',
      environment: 'Desert',
      niche: 'Predator',
    });
    expect([odd.status, odd.environment, odd.niche]).toEqual(['', '', '']);
  });
});

describe('checkSpeciesForm', () => {
  it('passes a complete form', () => {
    expect(checkSpeciesForm(addForm())).toEqual({});
    expect(checkSpeciesForm(editForm())).toEqual({});
  });

  it('names every missing field of the empty add form with the shared schema’s messages', () => {
    const errors = checkSpeciesForm(addForm({ values: emptySpeciesForm }));
    expect(errors).toEqual({
      commonName: 'Common name is required.',
      scientificName: 'Scientific name is required.',
      environment: 'Choose an environment.',
      status: 'Choose a status.',
      niche: 'Choose a niche.',
      description: 'Description is required.',
    });
  });

  it('treats a blank name as missing', () => {
    expect(checkSpeciesForm(addForm({ values: { ...filled, commonName: '   ' } }))).toEqual({
      commonName: 'Common name is required.',
    });
  });

  it('refuses a photo the edited species has no room for', () => {
    const full = {
      ...stored,
      photos: Array.from({ length: speciesFieldLimits.photos }, (_, index) => `/media/${index}.webp`),
    };
    expect(checkSpeciesForm(editForm({ lists: full, newPhotoAlts: [''] }))).toEqual({
      photoUpload: `A species can have at most ${speciesFieldLimits.photos} photos.`,
    });
    expect(checkSpeciesForm(editForm({ lists: full }))).toEqual({});
  });

  it('checks the alt texts of the chosen photos before anything is uploaded', () => {
    const tooLong = 'x'.repeat(201);
    expect(checkSpeciesForm(addForm({ newPhotoAlts: ['Fine', tooLong] }))).toEqual({
      'photoAlt-1': 'The alt text can be at most 200 characters.',
    });
    expect(
      checkSpeciesForm(editForm({ newUpdateNote: 'New leaves.', notePhotoChosen: true, notePhotoAlt: 'a\u0000b' })),
    ).toEqual({ updateNotePhotoAlt: 'The alt text contains characters that are not allowed.' });
  });

  it('checks the new update note’s text, and refuses a note photo without a note', () => {
    expect(checkSpeciesForm(editForm({ newUpdateNote: 'x'.repeat(speciesFieldLimits.note + 1) }))).toEqual({
      newUpdateNote: `The note can be at most ${speciesFieldLimits.note.toLocaleString('en-US')} characters.`,
    });
    expect(checkSpeciesForm(editForm({ newUpdateNote: '  ', notePhotoChosen: true }))).toEqual({
      updateNotePhotoUpload: 'Write the update note that this photo belongs to.',
    });
    expect(checkSpeciesForm(editForm({ newUpdateNote: 'New leaves.', notePhotoChosen: true }))).toEqual({});
  });
});

describe('withNewUpdateNote (requirements §5)', () => {
  it('appends a trimmed note stamped with the given time', () => {
    expect(withNewUpdateNote(stored.updateNotes, '  New leaves. ', now)).toEqual([
      ...stored.updateNotes,
      { date: '2026-03-05T12:30:00.000Z', note: 'New leaves.' },
    ]);
  });

  it('carries the one optional photo', () => {
    expect(withNewUpdateNote([], 'New leaves.', now, '/media/leaf.webp')).toEqual([
      { date: '2026-03-05T12:30:00.000Z', note: 'New leaves.', photos: ['/media/leaf.webp'] },
    ]);
  });

  it('adds nothing for a blank note', () => {
    expect(withNewUpdateNote(stored.updateNotes, ' \n\t ', now, '/media/leaf.webp')).toBe(stored.updateNotes);
  });
});

describe('speciesPayload', () => {
  it('adds with the uploaded photo as the only photo, trimmed fields and the defaults', () => {
    const result = speciesPayload(
      addForm({
        newPhotoAlts: [''],
        lists: { photos: ['/media/stale.webp'], updateNotes: [], photoAlts: { '/media/stale.webp': 'Old' } },
      }),
      { photoUrls: ['/media/new.webp'] },
      now,
    );
    expect(result).toEqual({
      success: true,
      payload: {
        ...filled,
        commonName: 'Java Moss',
        careInstructions: '',
        photos: ['/media/new.webp'],
        updateNotes: [],
      },
    });
  });

  it('adds with no photos when none was uploaded', () => {
    const result = speciesPayload(addForm(), {}, now);
    expect(result.success && result.payload.photos).toEqual([]);
  });

  it('edits with the uploaded photo appended and the new note appended, stamped now', () => {
    const result = speciesPayload(
      editForm({ newPhotoAlts: [''], newUpdateNote: 'Flowering.', notePhotoChosen: true }),
      { photoUrls: ['/media/new.webp'], notePhotoUrl: '/media/flower.webp' },
      now,
    );
    expect(result).toEqual({
      success: true,
      payload: {
        commonName: 'Java Moss',
        scientificName: 'Taxiphyllum barbieri',
        environment: 'Lake Biome',
        status: 'Thriving',
        niche: 'Primary Producer',
        description: 'A hardy moss.',
        careInstructions: 'Low light.',
        isActive: true,
        photos: ['/images/species/moss-1.webp', '/media/new.webp'],
        updateNotes: [
          ...stored.updateNotes,
          { date: '2026-03-05T12:30:00.000Z', note: 'Flowering.', photos: ['/media/flower.webp'] },
        ],
        photoAlts: stored.photoAlts,
      },
    });
  });

  it('edits the fields alone, keeping the lists as they were', () => {
    const result = speciesPayload(
      editForm({ values: { ...speciesFormValues(stored), status: 'Endangered', isActive: false } }),
      {},
      now,
    );
    expect(result.success && result.payload).toMatchObject({
      status: 'Endangered',
      isActive: false,
      photos: stored.photos,
      updateNotes: stored.updateNotes,
    });
  });

  it('reports field errors instead of a payload', () => {
    expect(speciesPayload(addForm({ values: { ...filled, niche: '' } }), {}, now)).toEqual({
      success: false,
      errors: { niche: 'Choose a niche.' },
    });
  });

  it('keeps the schema’s message for a choice outside the options', () => {
    const errors = checkSpeciesForm(addForm({ values: { ...filled, status: 'Critically Endangered' } }));
    expect(errors).toEqual({ status: expect.stringMatching(/^Choose one of the status options: Thriving, Stable, /) });
  });

  it('stores the typed alt texts with the uploaded photos, trimmed, beside the stored ones', () => {
    const result = speciesPayload(
      editForm({
        newPhotoAlts: ['  Moss in flower '],
        newUpdateNote: 'Flowering.',
        notePhotoChosen: true,
        notePhotoAlt: 'Spore capsules up close',
      }),
      { photoUrls: ['/media/new.webp'], notePhotoUrl: '/media/flower.webp' },
      now,
    );
    expect(result.success && result.payload.photoAlts).toEqual({
      '/images/species/moss-1.webp': 'Moss covering a stone',
      '/media/new.webp': 'Moss in flower',
      '/media/flower.webp': 'Spore capsules up close',
    });
  });

  it('leaves an empty alt text to the default, sends no empty map, adds the uploaded photo’s text when adding', () => {
    const edited = speciesPayload(editForm({ newPhotoAlts: ['   '] }), { photoUrls: ['/media/new.webp'] }, now);
    expect(edited.success && edited.payload.photoAlts).toEqual(stored.photoAlts);
    const plain = speciesPayload(addForm({ newPhotoAlts: [''] }), { photoUrls: ['/media/new.webp'] }, now);
    expect(plain.success && plain.payload).not.toHaveProperty('photoAlts');
    const added = speciesPayload(
      addForm({ newPhotoAlts: ['Moss on driftwood'] }),
      { photoUrls: ['/media/new.webp'] },
      now,
    );
    expect(added.success && added.payload.photoAlts).toEqual({ '/media/new.webp': 'Moss on driftwood' });
  });

  it('puts a bad uploaded address on the photo field', () => {
    const result = speciesPayload(addForm(), { photoUrls: ['javascript:alert(1)'] }, now);
    expect(result).toEqual({
      success: false,
      errors: { photoUpload: expect.stringMatching(/^A photo address must be/) },
    });
  });
});

describe('removing photos and update notes when editing', () => {
  const photos = ['/media/a.webp', '/media/b.webp', '/media/c.webp'];
  const notes = [
    { date: '2026-01-02T10:00:00.000Z', note: 'Arrived.', photos: ['/media/arrival.webp'] },
    { date: '2026-01-09T10:00:00.000Z', note: 'Typo in this nots.' },
    { date: '2026-01-16T10:00:00.000Z', note: 'Grazing.' },
  ];
  const many: PublicSpecies = {
    ...stored,
    photos,
    updateNotes: notes,
    photoAlts: { '/media/a.webp': 'First', '/media/b.webp': 'Second', '/media/arrival.webp': 'Arrival' },
  };
  const removing = (photo: number[], note: number[]) => ({ photos: new Set(photo), updateNotes: new Set(note) });

  it('a toggle marks a position, and a second press unmarks it', () => {
    const once = toggledPosition(new Set(), 2);
    expect([...once]).toEqual([2]);
    expect([...toggledPosition(once, 2)]).toEqual([]);
    expect([...toggledPosition(once, 0)].sort()).toEqual([0, 2]);
  });

  it('marks a photo or a note for removal in its own list, and unmarks it', () => {
    const marked = toggledRemoval(noRemovals, 'photos', 1);
    expect([...marked.photos]).toEqual([1]);
    expect([...marked.updateNotes]).toEqual([]);
    expect([...toggledRemoval(marked, 'updateNotes', 0).updateNotes]).toEqual([0]);
    expect([...toggledRemoval(marked, 'photos', 1).photos]).toEqual([]);
  });

  it('nothing marked keeps the lists as they are', () => {
    expect(editedLists(many, noRemovals, noEdits)).toEqual({
      photos: many.photos,
      updateNotes: many.updateNotes,
      photoAlts: many.photoAlts,
    });
    const result = speciesPayload(editForm({ lists: many }), {}, now);
    expect(result.success && result.payload).toMatchObject({ photos, updateNotes: notes, photoAlts: many.photoAlts });
  });

  it('leaves the marked photos and notes out of the payload, with the alt texts of the removed photos', () => {
    const result = speciesPayload(editForm({ lists: many, removals: removing([0], [0]) }), {}, now);
    expect(result.success && result.payload).toMatchObject({
      photos: ['/media/b.webp', '/media/c.webp'],
      updateNotes: [notes[1], notes[2]],
    });
    // The first photo gone, the second is now the card photo; the note's photo went with its note.
    expect(result.success && result.payload.photoAlts).toEqual({ '/media/b.webp': 'Second' });
  });

  it('removes by position, so only the marked one of a photo listed twice goes', () => {
    const twice = { ...many, photos: ['/media/a.webp', '/media/b.webp', '/media/a.webp'] };
    const result = speciesPayload(editForm({ lists: twice, removals: removing([2], []) }), {}, now);
    expect(result.success && result.payload.photos).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(result.success && result.payload.photoAlts).toMatchObject({ '/media/a.webp': 'First' });
  });

  it('appends the new photo and note after what is kept', () => {
    const result = speciesPayload(
      editForm({ lists: many, removals: removing([1, 2], [1]), newPhotoAlts: [''], newUpdateNote: 'Flowering.' }),
      { photoUrls: ['/media/new.webp'] },
      now,
    );
    expect(result.success && result.payload.photos).toEqual(['/media/a.webp', '/media/new.webp']);
    expect(result.success && result.payload.updateNotes).toEqual([
      notes[0],
      notes[2],
      { date: '2026-03-05T12:30:00.000Z', note: 'Flowering.' },
    ]);
  });

  it('can remove every photo and note, sending empty lists and no alt texts', () => {
    const result = speciesPayload(editForm({ lists: many, removals: removing([0, 1, 2], [0, 1, 2]) }), {}, now);
    expect(result.success && result.payload).toMatchObject({ photos: [], updateNotes: [] });
    expect(result.success && result.payload).not.toHaveProperty('photoAlts');
  });

  it('counts only the kept photos and notes against the limits', () => {
    const full = {
      ...stored,
      photos: Array.from({ length: speciesFieldLimits.photos }, (_, index) => `/media/${index}.webp`),
      updateNotes: Array.from({ length: speciesFieldLimits.updateNotes }, (_, index) => ({
        date: '2026-01-02T10:00:00.000Z',
        note: `Note ${index}.`,
      })),
    };
    const adding = { lists: full, newPhotoAlts: [''], newUpdateNote: 'One more.' };
    expect(checkSpeciesForm(editForm(adding))).toEqual({
      photoUpload: `A species can have at most ${speciesFieldLimits.photos} photos.`,
      newUpdateNote: 'Too many update notes.',
    });
    expect(checkSpeciesForm(editForm({ ...adding, removals: removing([0], [3]) }))).toEqual({});
  });
});

describe('the edit form’s reordering and edited texts', () => {
  const lists = {
    photos: ['/media/a.webp', '/media/b.webp', '/media/c.webp'],
    updateNotes: [
      { date: '2026-01-01T00:00:00.000Z', note: 'First.' },
      { date: '2026-01-02T00:00:00.000Z', note: 'Second.' },
    ],
    photoAlts: { '/media/a.webp': 'A' },
  };

  it('moves a position within the order, keeping it inside the list', () => {
    expect(movedPosition([0, 1, 2], 2, 0)).toEqual([2, 0, 1]);
    expect(movedPosition([0, 1, 2], 0, 1)).toEqual([1, 0, 2]);
    expect(movedPosition([0, 1, 2], 1, 9)).toEqual([0, 2, 1]);
  });

  it('sends the photos in their new order, so the one moved first is the card photo', () => {
    const result = speciesPayload(editForm({ lists, edits: { ...noEdits, photoOrder: [2, 0, 1] } }), {}, now);
    expect(result.success && result.payload.photos).toEqual(['/media/c.webp', '/media/a.webp', '/media/b.webp']);
  });

  it('applies the removals to the loaded positions whatever the order', () => {
    const result = speciesPayload(
      editForm({
        lists,
        removals: { photos: new Set([2]), updateNotes: new Set() },
        edits: { ...noEdits, photoOrder: [2, 1, 0] },
      }),
      {},
      now,
    );
    expect(result.success && result.payload.photos).toEqual(['/media/b.webp', '/media/a.webp']);
  });

  it('sends edited alt texts and note texts, an emptied alt text meaning the default', () => {
    const edits = { photoAlts: { 0: '', 1: ' Leaves close up ' }, noteTexts: { 1: '  Second, corrected. ' } };
    const result = speciesPayload(editForm({ lists, edits }), {}, now);
    expect(result.success && result.payload.photoAlts).toEqual({ '/media/b.webp': 'Leaves close up' });
    expect(result.success && result.payload.updateNotes).toEqual([
      lists.updateNotes[0],
      { date: '2026-01-02T00:00:00.000Z', note: 'Second, corrected.' },
    ]);
  });

  it('shows the edited texts’ messages beside their own fields', () => {
    const edits = { photoAlts: { 2: 'x'.repeat(201) }, noteTexts: { 0: '   ' } };
    expect(checkSpeciesForm(editForm({ lists, edits }))).toEqual({
      'currentPhotoAlt-2': 'The alt text can be at most 200 characters.',
      'currentNote-0': 'The note is required.',
    });
  });

  it('adds several photos at once, each with its own alt text, in the order chosen', () => {
    const result = speciesPayload(
      addForm({ newPhotoAlts: ['Fern frond', ''] }),
      { photoUrls: ['/media/one.webp', '/media/two.webp'] },
      now,
    );
    expect(result.success && result.payload).toMatchObject({
      photos: ['/media/one.webp', '/media/two.webp'],
      photoAlts: { '/media/one.webp': 'Fern frond' },
    });
    const tooMany = Array.from({ length: speciesFieldLimits.photos + 1 }, () => '');
    expect(checkSpeciesForm(addForm({ newPhotoAlts: tooMany }))).toEqual({
      photoUpload: `A species can have at most ${speciesFieldLimits.photos} photos.`,
    });
  });
});
