import type { PublicResource, ResourceType } from '../../lib/catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';

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
