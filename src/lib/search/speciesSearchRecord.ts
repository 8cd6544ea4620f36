import type { CatalogueSpecies } from '../catalogue/catalogue.ts';
import { altsOf } from '../catalogue/photoAlts.ts';
import { foldAccents, type SearchRecord } from './searchRecord.ts';
import type { CatalogView } from '../catalogue/speciesCatalogPages.ts';

/**
 * One species in the catalogue's static search index (docs/design.md decision 14): the text the search
 * reads, the filters the tabs narrow it by, and what a result's card shows, so that a result needs no
 * other request than its own.
 */
export type SpeciesSearchRecord = SearchRecord<{ environment: string[]; niche: string[] }>;

/** The card's photos: the first, and the second that requirements §8's fallback turns to. */
const cardPhotoCount = 2;

/**
 * requirements §5: the search reads the common name, the scientific name and the description, and nothing
 * else (not the care instructions, nor the environment and niche, which have filters of their own).
 */
export function speciesSearchRecord(species: CatalogueSpecies): SpeciesSearchRecord {
  const text = [species.commonName, species.scientificName, species.description].join('\n');
  const photos = species.photos.slice(0, cardPhotoCount);
  return {
    url: `/species/${species.id}`,
    content: foldAccents(text),
    meta: {
      title: species.commonName,
      scientificName: species.scientificName,
      status: species.status,
      environment: species.environment,
      niche: species.niche,
      description: species.description,
      photos: JSON.stringify(photos),
      photoAlts: JSON.stringify(altsOf(species.photoAlts, photos)),
    },
    filters: { kind: ['species'], environment: [species.environment], niche: [species.niche] },
  };
}

/** What a search within a view asks the index for: species only, of the view's environment and niche. */
export function speciesSearchFilters(view: CatalogView): Record<string, string> {
  const filters: Record<string, string> = { kind: 'species' };
  if (view.environment !== null) filters.environment = view.environment;
  if (view.niche !== null) filters.niche = view.niche;
  return filters;
}

const stringList = (json: string | undefined): string[] | undefined => {
  try {
    const value: unknown = JSON.parse(json ?? '');
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
};

const stringMap = (json: string | undefined): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(json ?? '');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
};

/** A result's card, read back from its record; undefined for a record this site did not write. */
export function cardOfSearchResult(
  url: string,
  meta: Record<string, string | undefined>,
): CatalogueSpecies | undefined {
  const id = /^\/species\/([1-9]\d*)$/.exec(url)?.[1];
  const photos = stringList(meta.photos);
  const { title, scientificName, status, environment, niche, description } = meta;
  if (id === undefined || photos === undefined) return undefined;
  if ([title, scientificName, status, environment, niche, description].some((field) => field === undefined))
    return undefined;
  return {
    id: Number(id),
    commonName: title!,
    scientificName: scientificName!,
    status: status!,
    environment: environment!,
    niche: niche!,
    description: description!,
    photos,
    photoAlts: stringMap(meta.photoAlts),
  };
}
