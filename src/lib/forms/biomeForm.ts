import { type EntryFormResult, type EntryImage, parseEntryForm } from './catalogueEntryForm.ts';
import type { BiomeRecord } from '../catalogue/catalogue.ts';
import { type BiomePayload, biomePayloadSchema } from '../schemas/biome.ts';

/** What the admin's biome form holds: the stored fields, with the price typed in dollars. */
export type BiomeFormValues = Omit<BiomePayload, 'price'> & { price: string };

export const emptyBiomeForm: BiomeFormValues = {
  title: '',
  type: '',
  description: '',
  lightLevel: '',
  temperature: '',
  waterNeeds: '',
  price: '',
  imageUrl: '',
  imageAlt: '',
  isActive: true,
};

/** Cents as the form shows them: 14900 → '149.00'. */
export function dollarsOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Dollars as typed ('149', '149.5', '$1,149.00') in cents, or undefined when it is not an amount. */
export function centsOf(typed: string): number | undefined {
  const written = typed.trim().replace(/^\$/, '');
  // Commas only as thousands separators: '12,5' may mean 12.50 to a European owner, so it is refused.
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/.test(written)) return undefined;
  const amount = written.replaceAll(',', '');
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const priceMessage = 'Enter the price in US dollars, such as 149.00.';

export function biomeFormValues(biome: BiomeRecord): BiomeFormValues {
  const { title, type, description, lightLevel, temperature, waterNeeds, price, imageUrl, imageAlt, isActive } = biome;
  return {
    title,
    type,
    description,
    lightLevel,
    temperature,
    waterNeeds,
    price: dollarsOf(price),
    imageUrl,
    imageAlt,
    isActive,
  };
}

/** The payload of POST /api/biomes and PATCH /api/biomes/{id}, or the fields' messages. */
export function biomePayload(values: BiomeFormValues, image: EntryImage): EntryFormResult<BiomePayload> {
  const cents = centsOf(values.price);
  return parseEntryForm(
    biomePayloadSchema,
    { ...values, price: cents ?? 0 },
    image,
    cents === undefined ? { price: priceMessage } : {},
  );
}
