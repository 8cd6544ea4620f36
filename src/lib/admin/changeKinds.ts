/**
 * What a recorded change can be about and what it can do: the values of the entity and action columns
 * of the changes table (src/lib/tables/changeTable.ts). Re-exported by history.ts, where they are read.
 */

/** What a change can be about; each names a table (src/server/history/historyEntities.ts). */
export const historyEntities = [
  'species',
  'biome',
  'resource',
  'post',
  'subscriber',
  'message',
  'setting',
  'newsletter',
] as const;
export type HistoryEntity = (typeof historyEntities)[number];

/**
 * What a change did. `restore` brings an item back to an earlier change's `before`; `erase` removes
 * a subscriber and everything history knew about them (the record keeps only the id); `import` adds
 * many species at once (see importEntityId in history.ts); `send` sends a newsletter issue to the
 * subscribers, and `retry` sends its failed deliveries again.
 */
export const historyActions = [
  'create',
  'update',
  'delete',
  'add-photo',
  'add-note',
  'restore',
  'erase',
  'import',
  'send',
  'retry',
] as const;
export type HistoryAction = (typeof historyActions)[number];
