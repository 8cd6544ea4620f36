import type { PublicResource, ResourceType } from '../../lib/catalogue.ts';
import type { ResourcePayload } from '../../lib/schemas/resource.ts';
import type { Database } from '../db/database.ts';
import type { NewResource, Resource } from '../db/schema.ts';
import { type DatabaseTransaction, type EntityChange, writeEntity } from './entityWrite.ts';

const publicColumns = ['id', 'title', 'description', 'type', 'fileUrl', 'imageUrl', 'imageAlt'] as const;

function activeResources(db: Database) {
  return db.selectFrom('resources').select(publicColumns).where('isActive', '=', true).orderBy('id');
}

export function listActiveResources(db: Database): Promise<PublicResource[]> {
  return activeResources(db).execute();
}

export function listActiveResourcesOfType(db: Database, type: ResourceType): Promise<PublicResource[]> {
  return activeResources(db).where('type', '=', type).execute();
}

export async function insertResources(db: Database, resources: NewResource[]): Promise<number[]> {
  if (resources.length === 0) return [];
  const rows = await db.insertInto('resources').values(resources).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Every resource, hidden ones too, in the order the public page lists them. */
export function listAllResources(db: Database): Promise<Resource[]> {
  return db.selectFrom('resources').selectAll().orderBy('id').execute();
}

function lockedResource(trx: DatabaseTransaction, id: number): Promise<Resource | undefined> {
  return trx.selectFrom('resources').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function createResource(
  db: Database,
  actor: string,
  fields: ResourcePayload,
): Promise<EntityChange<Resource>> {
  const change = await writeEntity<Resource>(db, { actor, entity: 'resource' }, async (trx) => {
    const after = await trx.insertInto('resources').values(fields).returningAll().executeTakeFirstOrThrow();
    return { entity: 'resource', entityId: after.id, action: 'create', before: undefined, after };
  });
  return change!;
}

/** Replaces every stored field; undefined when there is no such resource. */
export function updateResource(
  db: Database,
  actor: string,
  id: number,
  fields: ResourcePayload,
): Promise<EntityChange<Resource> | undefined> {
  return writeEntity<Resource>(db, { actor, entity: 'resource', id }, async (trx) => {
    const before = await lockedResource(trx, id);
    if (!before) return undefined;
    const after = await trx
      .updateTable('resources')
      .set(fields)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { entity: 'resource', entityId: id, action: 'update', before, after };
  });
}

export function deleteResource(db: Database, actor: string, id: number): Promise<EntityChange<Resource> | undefined> {
  return writeEntity<Resource>(db, { actor, entity: 'resource', id }, async (trx) => {
    const before = await lockedResource(trx, id);
    if (!before) return undefined;
    await trx.deleteFrom('resources').where('id', '=', id).execute();
    return { entity: 'resource', entityId: id, action: 'delete', before, after: undefined };
  });
}
