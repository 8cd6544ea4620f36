import type { PublicResource } from '../catalogue/catalogue.ts';
import { resourceTypes, type ResourceType } from '../catalogue/resourceTypes.ts';
import { foldAccents, type SearchRecord } from './searchRecord.ts';

/**
 * One resource in the site's static search index (docs/design.md decision 14): the text the search reads,
 * its kind and type to filter by, and what its card shows, so that a result needs no other request
 * than its own. It leads to the resource's file.
 */
export type ResourceSearchRecord = SearchRecord<{ type: string[] }>;

/** requirements §5: the library's search reads the title, the description and the type, and nothing else. */
export function resourceSearchRecord(resource: PublicResource): ResourceSearchRecord {
  return {
    url: resource.fileUrl,
    content: foldAccents([resource.title, resource.description, resource.type].join('\n')),
    meta: {
      id: String(resource.id),
      title: resource.title,
      description: resource.description,
      type: resource.type,
      imageUrl: resource.imageUrl,
      imageAlt: resource.imageAlt,
    },
    filters: { kind: ['resource'], type: [resource.type] },
  };
}

/** What a search on a tab asks the index for: resources only, of the tab's type when it has one. */
export function resourceSearchFilters(type: ResourceType | undefined): Record<string, string> {
  return type === undefined ? { kind: 'resource' } : { kind: 'resource', type };
}

const isResourceType = (value: string | undefined): value is ResourceType =>
  resourceTypes.some((type) => type === value);

/** A result's card, read back from its record; undefined for a record this site did not write. */
export function resourceOfSearchResult(
  url: string,
  meta: Record<string, string | undefined>,
): PublicResource | undefined {
  const { id, title, description, type, imageUrl, imageAlt } = meta;
  if (id === undefined || !/^[1-9]\d*$/.test(id) || !isResourceType(type)) return undefined;
  if (title === undefined || description === undefined || imageUrl === undefined) return undefined;
  return { id: Number(id), title, description, type, fileUrl: url, imageUrl, imageAlt: imageAlt ?? '' };
}
