import { biomeFormValues, biomePayload, emptyBiomeForm } from '../../../lib/forms/biomeForm.ts';
import { biomeCategory } from '../../../lib/catalogue/biomeCategory.ts';
import { formatUsd } from '../../../lib/formatNumber.ts';
import type { BiomeRecord } from '../../../lib/catalogue/catalogue.ts';
import { BiomeFields } from './BiomeFields.tsx';
import { CatalogueEntryAdmin } from './CatalogueEntryAdmin.tsx';
import { activeVisibility, type CatalogueEntryKind } from './catalogueEntryKind.ts';

const biomes: CatalogueEntryKind<BiomeRecord, ReturnType<typeof biomeFormValues>> = {
  noun: 'biome',
  entity: 'biome',
  plural: 'biomes',
  listUrl: '/api/admin/biomes',
  writeUrl: '/api/biomes',
  emptyValues: emptyBiomeForm,
  valuesOf: biomeFormValues,
  payloadOf: (values, image) => biomePayload(values, image),
  Fields: BiomeFields,
  publicPath: ({ id }) => `/biomes/${id}`,
  visibility: activeVisibility('Show in the public biome catalogue'),
  columns: [
    { label: 'Category', cell: (biome) => biomeCategory(biome.title) },
    { label: 'Type', cell: (biome) => biome.type },
    { label: 'Price', cell: (biome) => formatUsd(biome.price) },
  ],
  altDefault: 'the biome’s title',
};

/** /admin/biomes: the biome catalogue of the home page and /biomes/{id}, managed. */
export default function BiomesAdmin() {
  return <CatalogueEntryAdmin kind={biomes} />;
}
