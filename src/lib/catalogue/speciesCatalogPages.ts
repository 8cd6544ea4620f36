import type { CatalogueSpecies } from './catalogue.ts';
import { pagesOf, type ListPage } from './cataloguePaging.ts';
import { distinctEnvironments, distinctNiches, environmentLabel } from './speciesFilters.ts';

/**
 * The species catalogue's pre-rendered pages (docs/design.md decision 14): one list per view (every species,
 * an environment, a niche, or both), cut into pages of a fixed size, each at an address of its own:
 * `/species`, `/species/page/2`, `/species/environment/lake/niche/consumer/page/3`. None of them has
 * a number as its second segment, so they never meet the species pages (`/species/{id}`).
 */

export type CatalogView = {
  /** An exact environment of the catalogue, or null for every environment. */
  environment: string | null;
  /** An exact niche of the catalogue, or null for every niche. */
  niche: string | null;
};

/** A filter value and its address segment. */
export type FilterSlug = { value: string; slug: string };

/** 'Seagrass Meadow' → 'seagrass-meadow', 'Épiphyte' → 'epiphyte'; '' for a value with no letter or digit. */
export function slugOf(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The address segment of each value, in the order given: its label's slug, with -2, -3… after a slug
 * already taken (the admin types these values freely: 'Consumer' and 'consumer' are two niches).
 */
export function filterSlugs(
  values: readonly string[],
  labelOf: (value: string) => string = (value) => value,
): FilterSlug[] {
  const taken = new Set<string>();
  return values.map((value) => {
    const base = slugOf(labelOf(value)) || 'other';
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    taken.add(slug);
    return { value, slug };
  });
}

/** The environments' slugs, read from their tab labels ('Lake Biome' → 'lake'). */
export function environmentSlugs(environments: readonly string[]): FilterSlug[] {
  return filterSlugs(environments, environmentLabel);
}

export type CatalogSlugs = { environments: readonly FilterSlug[]; niches: readonly FilterSlug[] };

const slugIn = (slugs: readonly FilterSlug[], value: string | null) =>
  value === null ? undefined : slugs.find((entry) => entry.value === value)?.slug;

/** The address of a page of a view; page 1 has no `/page/1`. A value the slugs do not know is left out. */
export function catalogPath(slugs: CatalogSlugs, view: CatalogView, page = 1): string {
  const environment = slugIn(slugs.environments, view.environment);
  const niche = slugIn(slugs.niches, view.niche);
  return [
    '/species',
    environment === undefined ? '' : `/environment/${environment}`,
    niche === undefined ? '' : `/niche/${niche}`,
    page > 1 ? `/page/${page}` : '',
  ].join('');
}

/** Every view: all species, each environment, each niche, each pair (empty ones too: the filters link to them). */
export function catalogViews(environments: readonly string[], niches: readonly string[]): CatalogView[] {
  const environmentChoices = [null, ...environments];
  const nicheChoices = [null, ...niches];
  return environmentChoices.flatMap((environment) => nicheChoices.map((niche) => ({ environment, niche })));
}

/**
 * The view a shared address of the in-memory catalogue names (`/species?environment=…&niche=…`), on
 * top of the page's own; null when it names nothing the page is not already showing, or a value the
 * catalogue does not have.
 */
export function viewNamedByAddress(
  slugs: CatalogSlugs,
  page: CatalogView,
  named: { environment?: string; niche?: string },
): CatalogView | null {
  const known = (list: readonly FilterSlug[], value: string | undefined) =>
    value !== undefined && list.some((entry) => entry.value === value) ? value : undefined;
  const environment = known(slugs.environments, named.environment) ?? page.environment;
  const niche = known(slugs.niches, named.niche) ?? page.niche;
  return environment === page.environment && niche === page.niche ? null : { environment, niche };
}

/** The species a view lists, in catalogue order. */
export function speciesInView<T extends Pick<CatalogueSpecies, 'environment' | 'niche'>>(
  species: readonly T[],
  view: CatalogView,
): T[] {
  return species.filter(
    (entry) =>
      (view.environment === null || entry.environment === view.environment) &&
      (view.niche === null || entry.niche === view.niche),
  );
}

/** The slugs of a catalogue's environments and niches, in the order it first mentions each. */
export function catalogSlugsOf(species: readonly Pick<CatalogueSpecies, 'environment' | 'niche'>[]): CatalogSlugs {
  return {
    environments: environmentSlugs(distinctEnvironments(species)),
    niches: filterSlugs(distinctNiches(species)),
  };
}

/** A page at the address catalogPath writes, with its species. */
export type CatalogPage<T> = Omit<ListPage<T>, 'items'> & { view: CatalogView; species: T[] };

/** Every page the build writes for a catalogue: each view cut into pages of catalogPageSize (cataloguePaging.ts). */
export function catalogPages<T extends Pick<CatalogueSpecies, 'environment' | 'niche'>>(
  species: readonly T[],
): CatalogPage<T>[] {
  const slugs = catalogSlugsOf(species);
  const views = catalogViews(
    slugs.environments.map((entry) => entry.value),
    slugs.niches.map((entry) => entry.value),
  );
  return views.flatMap((view) => {
    return pagesOf(speciesInView(species, view), (page) => catalogPath(slugs, view, page)).map(
      ({ items, ...page }) => ({ ...page, view, species: items }),
    );
  });
}

/** What a view is called in its page's title: 'Lake, Consumer, page 2 of 3'; '' for page 1 of every species. */
export function catalogViewName(view: CatalogView, page: number, pageCount: number): string {
  return [
    view.environment === null ? undefined : environmentLabel(view.environment),
    view.niche ?? undefined,
    page > 1 ? `page ${page} of ${pageCount}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}
