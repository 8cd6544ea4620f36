import { diffWords } from 'diff';
import { groupThousands } from '../formatNumber.ts';
import {
  type HistoryChange,
  importedSpecies,
  isImportChange,
  isRestorable,
  type LaterChange,
  type RowSnapshot,
  recentlyDeletedDays,
} from './history.ts';

/**
 * What a recorded change changed, field by field, for the History screen and tabs:
 * the fields whose value differs between the row before and after, and for text a
 * word-level diff of the two, read by screen readers as "removed" and "added" runs.
 */

/** Columns every write touches: listing them would hide what the admin actually changed. */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt']);

export type FieldChange = { field: string; before: string; after: string };

/** A stored value as the screen shows it: text as it is, anything else as compact JSON, nothing as ''. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field that differs, in the order the row lists them (a creation or deletion lists every field). */
export function changedFields(before: RowSnapshot | null, after: RowSnapshot | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !bookkeeping.has(field),
  );
  return fields
    .map((field) => ({ field, before: shownValue(before?.[field]), after: shownValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

export type TextRun = { kind: 'same' | 'removed' | 'added'; text: string };

/** The words of `before` and `after` as runs kept, removed and added, in reading order. */
export function wordDiff(before: string, after: string): TextRun[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** 'updateNotes' → 'Update notes': the field names the screen shows. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

/** The name a row goes by on the screen: a species' common name, a biome's or resource's title. */
export function itemName(change: Pick<HistoryChange, 'entity' | 'entityId' | 'before' | 'after'>): string {
  const row = change.after ?? change.before;
  const name = row?.commonName ?? row?.title ?? row?.subject;
  return typeof name === 'string' && name !== '' ? name : `${change.entity} ${change.entityId}`;
}

const actionWords: Record<HistoryChange['action'], string> = {
  create: 'added',
  update: 'edited',
  delete: 'deleted',
  'add-photo': 'added a photo to',
  'add-note': 'added an update note to',
  restore: 'restored',
  erase: 'erased',
  import: 'imported',
  send: 'sent',
  retry: 'sent the failed deliveries of',
};

/** '120 species', '1 species': how many species an import added or its undo removed. */
function speciesCount(change: Parameters<typeof importedSpecies>[0]): string {
  return `${groupThousands(importedSpecies(change).length)} species`;
}

/**
 * One line for a change: 'edited biome “Alpine Lake Biome”'. An erasure says no more than the id
 * ('message 4 erased'), and neither does a subscriber's or a message's change: their rows hold
 * personal data that the list does not need to show.
 */
export function changeSummary(
  change: Pick<HistoryChange, 'entity' | 'entityId' | 'action' | 'before' | 'after'>,
): string {
  if (change.action === 'erase') return `${change.entity} ${change.entityId} erased`;
  if (isImportChange(change)) {
    return change.action === 'import'
      ? `imported ${speciesCount(change)}`
      : `undid an import: removed ${speciesCount(change)}`;
  }
  if (change.entity === 'subscriber' || change.entity === 'message') {
    return `${actionWords[change.action]} ${change.entity} ${change.entityId}`;
  }
  if (change.entity === 'setting') return `${actionWords[change.action]} the site settings`;
  return `${actionWords[change.action]} ${change.entity} “${itemName(change)}”`;
}

/** A change as a refused restore lists it: when, who, what, and the fields it changed. */
export function toLaterChange({ id, at, actor, action, before, after }: HistoryChange): LaterChange {
  return { id, at, actor, action, fields: changedFields(before, after).map((field) => field.field) };
}

/**
 * A change that a restore would overwrite, as its confirmation lists it: 'Edited: title, description';
 * a creation, deletion, photo or note says no more than what it did.
 */
export function laterChangeSummary(change: Pick<LaterChange, 'action' | 'fields'>): string {
  const did = actionWords[change.action];
  const what = did[0]!.toUpperCase() + did.slice(1).replace(/ to$/, '');
  const fieldsNamed = (change.action === 'update' || change.action === 'restore') && change.fields.length > 0;
  return fieldsNamed ? `${what}: ${change.fields.map((field) => fieldLabel(field).toLowerCase()).join(', ')}` : what;
}

/** Whether the History screens offer undoing this change (isRestorable). */
export const canRestore = isRestorable;

/** How the screens offer undoing a change: its button, and the confirmation's title, text and button. */
export type UndoWording = { button: string; title: string; description: string; confirm: string; pending: string };

/**
 * Undoing a change brings the item back to the row before it. For a creation there was no row: the
 * undo removes the item, and the wording says so plainly rather than calling it a restore.
 */
export function undoWording(change: Pick<HistoryChange, 'entity' | 'entityId' | 'action' | 'before' | 'after'>) {
  if (isImportChange(change)) {
    const count = speciesCount(change);
    return {
      button: `Remove the ${count} (undo the import)`,
      title: 'Undo this import?',
      description:
        `This removes the ${count} this import added, those still there. They do not go to Recently deleted: ` +
        'to bring them back, import the file again.',
      confirm: 'Remove them',
      pending: 'Removing...',
    } satisfies UndoWording;
  }
  const name = `${change.entity} “${itemName(change)}”`;
  if (change.before === null) {
    return {
      button: `Remove this ${change.entity} (undo its creation)`,
      title: `Remove this ${change.entity}?`,
      description:
        `This removes the ${name}: it did not exist before this change. ` +
        `It stays in Recently deleted for ${recentlyDeletedDays} days, where it can be brought back.`,
      confirm: 'Remove',
      pending: 'Removing...',
    } satisfies UndoWording;
  }
  if (change.entity === 'subscriber' && change.before.isActive === true && change.after?.isActive === false) {
    return {
      button: 'Re-subscribe',
      title: `Re-subscribe subscriber ${change.entityId}?`,
      description:
        'This undoes the unsubscribe made here: the address gets the newsletter again. It is refused if the ' +
        'subscriber changed anything since: then only they can subscribe again.',
      confirm: 'Re-subscribe',
      pending: 'Re-subscribing...',
    } satisfies UndoWording;
  }
  const restore = { title: 'Restore this version?', confirm: 'Restore', pending: 'Restoring...' };
  if (change.after === null) {
    const description = `This brings back the ${name} under its old id, with its photos, notes and alt texts.`;
    return { ...restore, button: 'Restore', description } satisfies UndoWording;
  }
  const description = `This undoes “${changeSummary(change)}”: the item returns to how it was before that change.`;
  return { ...restore, button: 'Restore the version before', description } satisfies UndoWording;
}
