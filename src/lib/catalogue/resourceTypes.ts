/** The kinds of educational resource (requirements §3), in the order the resources page lists them. */
export const resourceTypes = ['Guide', 'PDF', 'Spreadsheet', 'Video'] as const;
export type ResourceType = (typeof resourceTypes)[number];
