import type { PublicBiome, PublicResource } from './catalogue.ts';

/** The alt text of a biome's picture: the admin's own, or else one made from the title. */
export function biomeImageAlt(biome: Pick<PublicBiome, 'title' | 'imageAlt'>): string {
  return biome.imageAlt || `Illustration of the ${biome.title}`;
}

/** The alt text of a resource's cover: the admin's own, or else one made from the title. */
export function resourceImageAlt(resource: Pick<PublicResource, 'title' | 'imageAlt'>): string {
  return resource.imageAlt || `Cover illustration of ${resource.title}`;
}
