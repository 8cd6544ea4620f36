import type { Generated } from 'kysely';
import type { Defaulted } from './columnTypes.ts';

/**
 * A biome of the catalogue (requirements §3): the biomes table as db/migrations makes it. What the admin
 * may write into it is src/lib/schemas/biome.ts.
 */
export interface BiomeTable {
  id: Generated<number>;
  title: string;
  type: string;
  description: string;
  lightLevel: string;
  temperature: string;
  waterNeeds: string;
  imageUrl: string;
  /** In US cents. */
  price: number;
  isActive: Defaulted<boolean>;
  /** Empty: the page describes the picture by the title. */
  imageAlt: Defaulted<string>;
}
