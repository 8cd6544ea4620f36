import { z } from 'zod';
import { groupThousands } from '../formatNumber.ts';
import { imageAltTextSchema } from './imageAltText.ts';
import { objectShapeError } from './newsletterSubscription.ts';
import { plainText } from './plainText.ts';
import { photoUrlField } from './species.ts';

export const biomeFieldLimits = {
  title: 120,
  type: 80,
  description: 5000,
  condition: 200,
  priceCents: 10_000_000,
} as const;

/** One of the biome's text fields: its label in messages, its length limit and what it holds. */
function textField(label: string, max: number, description: string, multiLine = false) {
  return plainText({ label, max, multiLine }).describe(description);
}

function priceField() {
  const { priceCents } = biomeFieldLimits;
  return z
    .number({ error: 'The price must be a number of US cents.' })
    .int('The price must be a whole number of US cents.')
    .min(0, 'The price cannot be negative.')
    .max(priceCents, `The price can be at most ${groupThousands(priceCents)} cents.`);
}

/**
 * POST /api/biomes and PATCH /api/biomes/{id}: every stored field of a biome (requirements §3) but its id.
 * Like the species calls, a PATCH sends the whole record, as the edit form holds it. The admin's
 * biome form, the functions and the tests parse with this one schema; each field it outputs is a column
 * of the biomes table (src/lib/tables/biomeTable.ts, checked in src/server/db/schema.ts).
 */
export const biomePayloadSchema = z
  .strictObject(
    {
      title: textField(
        'Title',
        biomeFieldLimits.title,
        'Shown as the card title; the category badge is derived from it (requirements §4).',
      ),
      type: textField('Type', biomeFieldLimits.type, 'Kind of habitat, such as Aquatic or Terrestrial.'),
      description: textField('Description', biomeFieldLimits.description, 'What the biome is and holds.', true),
      lightLevel: textField('Light level', biomeFieldLimits.condition, 'How much light it needs.'),
      temperature: textField('Temperature', biomeFieldLimits.condition, 'The temperature range it keeps well in.'),
      waterNeeds: textField('Water needs', biomeFieldLimits.condition, 'What it needs in water, if anything.'),
      price: priceField().describe('Price in US cents (14900 is $149.00).'),
      imageUrl: photoUrlField.describe('Its picture: /media/{key} from POST /api/upload, a site path, or https://'),
      imageAlt: imageAltTextSchema
        .default('')
        .describe('What the picture shows; empty means the page describes it by the title.'),
      isActive: z
        .boolean({ error: 'isActive must be true or false.' })
        .default(true)
        .describe('Shown on the public site.'),
    },
    { error: objectShapeError },
  )
  .describe('A biome as the admin writes it');

export type BiomePayloadInput = z.input<typeof biomePayloadSchema>;
/** Every stored field of a biome but its id. */
export type BiomePayload = z.output<typeof biomePayloadSchema>;
