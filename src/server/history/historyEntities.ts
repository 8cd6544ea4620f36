import type { HistoryEntity } from '../../lib/admin/history.ts';

/**
 * The table behind each kind of item history records, and whether the public site shows it (then a
 * restore, like any write of it, asks for a publish).
 */
export const historyEntityTables: Record<HistoryEntity, { table: string; public: boolean }> = {
  species: { table: 'species', public: true },
  biome: { table: 'biomes', public: true },
  resource: { table: 'resources', public: true },
  post: { table: 'blog_posts', public: true },
  subscriber: { table: 'subscribers', public: false },
  message: { table: 'contact_messages', public: false },
  setting: { table: 'site_settings', public: true },
  newsletter: { table: 'newsletters', public: false },
};
