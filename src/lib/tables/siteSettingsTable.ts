import type { Defaulted } from './columnTypes.ts';

/**
 * One row (id 1), always there: the settings the admin switches. What the admin may write into it is
 * src/lib/schemas/siteSwitches.ts.
 */
export interface SiteSettingsTable {
  id: number;
  /** Whether the header, the footer and the home page lead to /resources (requirements §2.24). */
  resourcesLive: Defaulted<boolean>;
}
