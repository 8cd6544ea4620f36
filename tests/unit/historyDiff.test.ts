import { describe, expect, it } from 'vitest';
import {
  canRestore,
  changedFields,
  changeSummary,
  fieldLabel,
  itemName,
  laterChangeSummary,
  shownValue,
  undoWording,
  wordDiff,
} from '../../src/lib/admin/historyDiff.ts';

describe('changedFields', () => {
  it('lists only the fields that differ, not the bookkeeping every write touches', () => {
    const before = { id: 3, title: 'Alpine Lake Biome', price: 14900, updatedAt: '2026-01-01', photos: ['/a.webp'] };
    const after = {
      id: 3,
      title: 'Alpine Lake Biome',
      price: 15900,
      updatedAt: '2026-02-01',
      photos: ['/a.webp', '/b.webp'],
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'price', before: '14900', after: '15900' },
      { field: 'photos', before: '["/a.webp"]', after: '["/a.webp","/b.webp"]' },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(changedFields(null, { id: 1, title: 'New', isActive: true })).toEqual([
      { field: 'title', before: '', after: 'New' },
      { field: 'isActive', before: '', after: 'true' },
    ]);
    expect(changedFields({ title: 'Gone' }, null)).toEqual([{ field: 'title', before: 'Gone', after: '' }]);
  });

  it('shows values as text', () => {
    expect(shownValue(null)).toBe('');
    expect(shownValue(false)).toBe('false');
    expect(shownValue('as is')).toBe('as is');
  });
});

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    const runs = wordDiff('A cold clear lake.', 'A cold misty lake.');
    expect(runs.filter((run) => run.kind === 'removed').map((run) => run.text.trim())).toEqual(['clear']);
    expect(runs.filter((run) => run.kind === 'added').map((run) => run.text.trim())).toEqual(['misty']);
    expect(runs.map((run) => (run.kind === 'added' ? '' : run.text)).join('')).toBe('A cold clear lake.');
    expect(runs.map((run) => (run.kind === 'removed' ? '' : run.text)).join('')).toBe('A cold misty lake.');
  });
});

describe('the words of a change', () => {
  const change = {
    entity: 'biome' as const,
    entityId: 4,
    action: 'update' as const,
    before: { title: 'Old' },
    after: { title: 'Seagrass Meadow Biome' },
  };

  it('names the item by its title, common name or subject', () => {
    expect(itemName(change)).toBe('Seagrass Meadow Biome');
    expect(itemName({ ...change, entity: 'species', after: { commonName: 'Hornwort' } })).toBe('Hornwort');
    expect(itemName({ ...change, after: null, before: null })).toBe('biome 4');
  });

  it('says what was done, and no more than the id of a subscriber or message', () => {
    expect(changeSummary(change)).toBe('edited biome “Seagrass Meadow Biome”');
    expect(changeSummary({ ...change, action: 'delete', after: null })).toBe('deleted biome “Old”');
    expect(changeSummary({ entity: 'subscriber', entityId: 9, action: 'erase', before: null, after: null })).toBe(
      'subscriber 9 erased',
    );
    expect(changeSummary({ entity: 'message', entityId: 3, action: 'erase', before: null, after: null })).toBe(
      'message 3 erased',
    );
    expect(
      changeSummary({ entity: 'message', entityId: 3, action: 'update', before: { name: 'Ana' }, after: {} }),
    ).toBe('edited message 3');
    const settings = { entity: 'setting' as const, entityId: 1, action: 'update' as const };
    expect(changeSummary({ ...settings, before: { resourcesLive: false }, after: { resourcesLive: true } })).toBe(
      'edited the site settings',
    );
    const issue = { entity: 'newsletter' as const, entityId: 2, action: 'send' as const };
    expect(
      changeSummary({ ...issue, before: { subject: 'Moss' }, after: { subject: 'Moss', status: 'sending' } }),
    ).toBe('sent newsletter “Moss”');
  });

  it('offers a restore for species, biomes, resources and a subscriber’s unsubscribe, never an erasure', () => {
    expect(canRestore({ entity: 'species', action: 'delete' })).toBe(true);
    expect(canRestore({ entity: 'resource', action: 'update' })).toBe(true);
    expect(canRestore({ entity: 'subscriber', action: 'update' })).toBe(true);
    expect(canRestore({ entity: 'subscriber', action: 'erase' })).toBe(false);
    expect(canRestore({ entity: 'message', action: 'update' })).toBe(false);
    expect(canRestore({ entity: 'message', action: 'erase' })).toBe(false);
    expect(canRestore({ entity: 'setting', action: 'update' })).toBe(false);
    expect(canRestore({ entity: 'newsletter', action: 'send' })).toBe(false);
  });

  it('never offers to undo the unsubscribe of a hard bounce or a complaint', () => {
    const unsubscribed = (unsubscribeReason: string) => ({
      entity: 'subscriber' as const,
      action: 'update' as const,
      after: { isActive: false, unsubscribeReason },
    });
    expect(canRestore(unsubscribed('admin'))).toBe(true);
    expect(canRestore(unsubscribed('hard-bounce'))).toBe(false);
    expect(canRestore(unsubscribed('complaint'))).toBe(false);
  });

  it('words undoing an unsubscribe as re-subscribing', () => {
    const unsubscribe = {
      entity: 'subscriber',
      entityId: 7,
      action: 'update',
      before: { id: 7, isActive: true },
      after: { id: 7, isActive: false },
    } as const;
    expect(undoWording(unsubscribe)).toMatchObject({
      button: 'Re-subscribe',
      title: 'Re-subscribe subscriber 7?',
      confirm: 'Re-subscribe',
      pending: 'Re-subscribing...',
    });
  });

  it('words undoing a creation as removing the item, never as a restore', () => {
    const row = { id: 4, commonName: 'Seed Shrimp' };
    const creation = undoWording({ entity: 'species', entityId: 4, action: 'create', before: null, after: row });
    expect(creation).toMatchObject({ button: 'Remove this species (undo its creation)', confirm: 'Remove' });
    expect(creation.title).toBe('Remove this species?');
    expect(creation.description).toMatch(/^This removes the species “Seed Shrimp”/);
    const deletion = undoWording({ entity: 'species', entityId: 4, action: 'delete', before: row, after: null });
    expect(deletion).toMatchObject({ button: 'Restore', title: 'Restore this version?', confirm: 'Restore' });
    const edit = undoWording({ entity: 'species', entityId: 4, action: 'update', before: row, after: row });
    expect(edit).toMatchObject({ button: 'Restore the version before', confirm: 'Restore' });
  });

  it('words an import, and its undo, by how many species, and offers no undo of the undo', () => {
    const species = [
      { id: 40, commonName: 'Ghost shrimp' },
      { id: 41, commonName: 'Java moss' },
    ];
    const imported = { entity: 'species', entityId: 0, action: 'import', before: null, after: { species } } as const;
    const undo = { ...imported, action: 'restore', before: { species }, after: { species: [] } } as const;
    expect(changeSummary(imported)).toBe('imported 2 species');
    expect(changeSummary(undo)).toBe('undid an import: removed 2 species');
    expect(canRestore(imported)).toBe(true);
    expect(canRestore(undo)).toBe(false);
    expect(undoWording(imported)).toMatchObject({
      button: 'Remove the 2 species (undo the import)',
      title: 'Undo this import?',
      description: expect.stringMatching(/^This removes the 2 species this import added, those still there\. /),
      confirm: 'Remove them',
    });
    // Any other change of a species is worded as before.
    expect(changeSummary({ ...imported, entityId: 5, action: 'create', after: { commonName: 'Hornwort' } })).toBe(
      'added species “Hornwort”',
    );
  });

  it('labels fields in words', () => {
    expect(fieldLabel('updateNotes')).toBe('Update notes');
    expect(fieldLabel('title')).toBe('Title');
  });

  it('lists the changes a restore would overwrite: the fields of an edit, the act of anything else', () => {
    expect(laterChangeSummary({ action: 'update', fields: ['title', 'updateNotes'] })).toBe(
      'Edited: title, update notes',
    );
    expect(laterChangeSummary({ action: 'add-note', fields: ['updateNotes'] })).toBe('Added an update note');
    expect(laterChangeSummary({ action: 'delete', fields: ['title', 'description'] })).toBe('Deleted');
  });
});
