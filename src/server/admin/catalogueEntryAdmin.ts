import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { biomePayloadSchema } from '../../lib/schemas/biome.ts';
import { resourcePayloadSchema } from '../../lib/schemas/resource.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { type CatalogueEntryTable, deleteRow, insertRow, listRows, updateRow } from '../repositories/tableRows.ts';
import { adminHandler } from './adminHandler.ts';
import { deleted } from './adminAnswers.ts';

/** A kind of catalogue entry the admin edits as one record: a biome or a resource. */
export type CatalogueEntryKind<Table extends CatalogueEntryTable> = {
  table: Table;
  /** Its name in History and in the messages about its id. */
  entity: 'biome' | 'resource';
  /** Every stored field but the id, as the add and edit forms send them. */
  schema: z.ZodType<Insertable<DatabaseSchema[Table]>>;
  notFound: string;
};

/**
 * The admin calls of one kind of catalogue entry, for the screen's CatalogueEntryAdmin (`{entries}` is
 * biomes or resources): GET /api/admin/{entries}, every entry with every stored field, hidden ones
 * too; POST /api/{entries}, 201 with the stored entry; PATCH /api/{entries}/{id}, the whole record as
 * the edit form sends it; DELETE /api/{entries}/{id}, 204. Every write changes the public site:
 * recorded in History, it asks for a publish (recordedWrite).
 */
export function catalogueEntryAdmin<Table extends CatalogueEntryTable>(kind: CatalogueEntryKind<Table>) {
  const { table, entity, schema, notFound } = kind;
  return {
    list: adminHandler(['GET'], async ({ db }) => jsonResponse(await listRows(db, table))),
    add: adminHandler(['POST'], async ({ request, db, admin }) => {
      const fields = await readValidJsonBody(request, schema);
      const what = { actor: actorOf(admin), entity, action: 'create', notFound } as const;
      const { written } = await recordedWrite(db, what, (trx) => insertRow(trx, table, fields));
      return jsonResponse(written, { status: 201 });
    }),
    edit: adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
      const id = parsePositiveId(params.id, entity);
      const fields = await readValidJsonBody(request, schema);
      const what = { actor: actorOf(admin), entity, action: 'update', id, notFound } as const;
      return jsonResponse((await recordedWrite(db, what, (trx) => updateRow(trx, table, id, fields))).written);
    }),
    remove: adminHandler(['DELETE'], async ({ db, admin, params }) => {
      const id = parsePositiveId(params.id, entity);
      const what = { actor: actorOf(admin), entity, action: 'delete', id, notFound } as const;
      await recordedWrite(db, what, (trx) => deleteRow(trx, table, id));
      return deleted();
    }),
  };
}

export const biomesAdmin = catalogueEntryAdmin({
  table: 'biomes',
  entity: 'biome',
  schema: biomePayloadSchema,
  notFound: 'Biome not found; it may have been deleted.',
});

export const resourcesAdmin = catalogueEntryAdmin({
  table: 'resources',
  entity: 'resource',
  schema: resourcePayloadSchema,
  notFound: 'Resource not found; it may have been deleted.',
});
