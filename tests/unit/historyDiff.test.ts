import { describe, expect, it } from 'vitest';
import {
  canRestore,
  changedFields,
  changeSummary,
  fieldLabel,
  itemName,
  shownValue,
  undoWording,
  wordDiff,
} from '../../src/lib/historyDiff.ts';

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

  it('says what was done, and no more than the id of an erased subscriber', () => {
    expect(changeSummary(change)).toBe('edited biome “Seagrass Meadow Biome”');
    expect(changeSummary({ ...change, action: 'delete', after: null })).toBe('deleted biome “Old”');
    expect(changeSummary({ entity: 'subscriber', entityId: 9, action: 'erase', before: null, after: null })).toBe(
      'subscriber 9 erased',
    );
    const settings = { entity: 'setting' as const, entityId: 1, action: 'update' as const };
    expect(changeSummary({ ...settings, before: { resourcesLive: false }, after: { resourcesLive: true } })).toBe(
      'edited the site settings',
    );
  });

  it('offers a restore for species, biomes and resources only', () => {
    expect(canRestore({ entity: 'species', action: 'delete' })).toBe(true);
    expect(canRestore({ entity: 'resource', action: 'update' })).toBe(true);
    expect(canRestore({ entity: 'subscriber', action: 'update' })).toBe(false);
    expect(canRestore({ entity: 'message', action: 'delete' })).toBe(false);
    expect(canRestore({ entity: 'setting', action: 'update' })).toBe(false);
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

  it('labels fields in words', () => {
    expect(fieldLabel('updateNotes')).toBe('Update notes');
    expect(fieldLabel('title')).toBe('Title');
  });
});
