import {
  type HistoryChange,
  type ImportSnapshot,
  importedSpecies,
  importEntityId,
  type RestoreConflict,
  type RestoreOutcome,
} from '../../lib/admin/history.ts';
import { toLaterChange } from '../../lib/admin/historyDiff.ts';
import { groupThousands } from '../../lib/formatNumber.ts';
import type { SpeciesPayload } from '../../lib/schemas/species.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { listChangesOfItemsAfter, recordChange } from '../repositories/changeRepository.ts';
import { insertManySpecies } from '../repositories/speciesRepository.ts';
import { recordedWrite } from './recordedWrite.ts';

/**
 * Stores every species of an import in one transaction, recorded in the history as one change (an
 * `import` of id 0 listing the species it added, history.ts importEntityId): all of them land with
 * their record, or nothing does. Then the catalogue is published once.
 */
export async function recordedImport(db: Database, actor: string, species: SpeciesPayload[]): Promise<HistoryChange> {
  const { change } = await recordedWrite<{ id: number; added: ImportSnapshot }>(
    db,
    { actor, entity: 'species', action: 'import', notFound: 'No species were imported.', after: ({ added }) => added },
    async (trx) => {
      const added: ImportSnapshot = { species: await insertManySpecies(trx, species) };
      return { id: importEntityId, added };
    },
  );
  return change;
}

/** Up to five names, then how many more: 'Ghost shrimp, Java moss and 3 more'. */
function someNames(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${groupThousands(names.length - 5)} more` : shown;
}

/**
 * Undoes import `change` inside the restore's transaction `trx`: removes the species it added that
 * are still there, and records that as a `restore` of id 0 whose `before` lists them. When any of
 * them changed after the import (an edit, a photo, a deletion), it answers those changes instead
 * unless `overwrite` says so (docs/design.md decision 16); the removed species take their changes with them.
 */
export async function undoImport(
  trx: Database,
  actor: string,
  change: HistoryChange,
  { overwrite }: { overwrite: boolean },
): Promise<RestoreOutcome> {
  const imported = importedSpecies(change);
  const ids = imported.map((species) => species.id);
  const present =
    ids.length === 0 ? [] : await trx.selectFrom('species').select('id').where('id', 'in', ids).forUpdate().execute();
  if (present.length === 0) {
    throw new HttpError(
      409,
      `Nothing to undo: none of the ${groupThousands(ids.length)} species this import added is still there.`,
    );
  }
  const later = await listChangesOfItemsAfter(trx, 'species', ids, change.id);
  if (later.length > 0 && !overwrite) return { conflict: importConflict(imported, later) };

  const presentIds = present.map((row) => row.id);
  const removed = await trx
    .deleteFrom('species')
    .where('id', 'in', presentIds)
    .returning(['id', 'commonName'])
    .execute();
  const before: ImportSnapshot = { species: removed.sort((a, b) => a.id - b.id) };
  const after: ImportSnapshot = { species: [] };
  const restored = await recordChange(trx, {
    actor,
    entity: 'species',
    entityId: importEntityId,
    action: 'restore',
    before,
    after,
  });
  return { restored };
}

/** What undoing an import would take with it: the later changes of its species, and whose they are. */
function importConflict(imported: ImportSnapshot['species'], later: HistoryChange[]): RestoreConflict {
  const changedIds = new Set(later.map((each) => each.entityId));
  const names = imported.filter((species) => changedIds.has(species.id)).map((species) => species.commonName);
  const count =
    names.length === 1 ? '1 of the imported species' : `${groupThousands(names.length)} of the imported species`;
  return {
    message:
      `${count} changed after this import (${someNames(names)}): undoing it removes ` +
      `${names.length === 1 ? 'it' : 'them'} with those changes.`,
    laterChanges: later.map(toLaterChange),
    deletedSince: false,
    lacks: [],
  };
}
