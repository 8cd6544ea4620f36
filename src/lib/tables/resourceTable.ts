import type { Generated } from 'kysely';
import type { ResourceType } from '../catalogue/resourceTypes.ts';
import type { Defaulted } from './columnTypes.ts';

/**
 * An educational resource (requirements §3): the resources table as db/migrations makes it. What the
 * admin may write into it is src/lib/schemas/resource.ts.
 */
export interface ResourceTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** A text column; every write goes through the resource schema, which allows only these. */
  type: ResourceType;
  fileUrl: string;
  imageUrl: string;
  isActive: Defaulted<boolean>;
  /** Empty: the page describes the cover by the title. */
  imageAlt: Defaulted<string>;
}
