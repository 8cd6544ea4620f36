import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';
import { newsletterSubscriptionSchema } from '../../src/lib/schemas/newsletterSubscription.ts';
import { largestFormBytes, largestJsonBytes, payloadBounds } from '../../src/lib/schemas/payloadSize.ts';
import { plainText } from '../../src/lib/schemas/plainText.ts';
import { speciesFieldLimits, speciesPayloadSchema } from '../../src/lib/schemas/species.ts';
import { largestSpecies } from '../support/largestSpecies.ts';

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;
const formBytes = (fields: Record<string, string>) => new URLSearchParams(fields).toString().length;

describe('largestJsonBytes', () => {
  it('is the JSON of the heaviest value: \\u0001 for any character, 3 bytes where controls are refused', () => {
    const schema = z.strictObject({
      any: z.string().max(3),
      text: plainText({ label: 'Text', max: 3, multiLine: false }),
      list: z.array(z.enum(['a', 'bbb'])).max(2),
      flag: z.boolean().optional(),
    });
    const heaviest = { any: '\u0001'.repeat(3), text: '€€€', list: ['bbb', 'bbb'], flag: false };
    expect(schema.safeParse(heaviest).success).toBe(true);
    expect(largestJsonBytes(schema)).toBe(jsonBytes(heaviest));
  });

  it('counts only the declared fields of an object that drops the others', () => {
    expect(largestJsonBytes(z.object({ a: z.boolean() }))).toBe(jsonBytes({ a: false }));
  });

  it('counts a record by the entries registered for it', () => {
    const record = z.record(z.string().max(2), z.number()).register(payloadBounds, { maxEntries: 2 });
    expect(largestJsonBytes(record)).toBe(2 + 2 * (14 + 1 + 24) + 1);
  });

  it.each<[string, z.ZodType]>([
    ['a string without a maximum', z.strictObject({ name: z.string() })],
    ['an array without a maximum', z.array(z.boolean())],
    ['an object that keeps unknown keys', z.looseObject({})],
    ['a record without a count', z.record(z.string().max(2), z.boolean())],
  ])('refuses to guess for %s', (_, schema) => {
    expect(() => largestJsonBytes(schema)).toThrow(/has no largest payload/);
  });

  it('moves with the species schema: the largest species it accepts fits, and is within 1% of it', () => {
    const largest = largestSpecies();
    expect(speciesPayloadSchema.safeParse(largest).success).toBe(true);
    expect(jsonBytes(largest)).toBeLessThanOrEqual(largestJsonBytes(speciesPayloadSchema));
    expect(jsonBytes(largest)).toBeGreaterThan(largestJsonBytes(speciesPayloadSchema) * 0.99);
    const longerDescription = speciesPayloadSchema.safeExtend({
      description: plainText({ label: 'D', max: speciesFieldLimits.description + 1, multiLine: true }),
    });
    expect(largestJsonBytes(longerDescription) - largestJsonBytes(speciesPayloadSchema)).toBe(3);
  });
});

describe('largestFormBytes', () => {
  it('is the urlencoded form of the heaviest value: 9 bytes a character', () => {
    const longest = {
      name: '€'.repeat(100),
      email: '€'.repeat(254),
      subject: '€'.repeat(200),
      message: '€'.repeat(5000),
      website: '€'.repeat(2000),
    };
    expect(largestFormBytes(contactMessageSchema)).toBe(formBytes(longest));
    expect(largestFormBytes(newsletterSubscriptionSchema)).toBe(
      formBytes({ email: longest.email, website: longest.website }),
    );
  });
});
