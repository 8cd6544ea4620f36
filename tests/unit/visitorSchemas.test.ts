import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';
import { isHoneypotFilled, newsletterSubscriptionSchema } from '../../src/lib/schemas/newsletterSubscription.ts';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
};

describe('newsletterSubscriptionSchema', () => {
  it('gives the stored form of the address, with the honeypot passed through', () => {
    expect(newsletterSubscriptionSchema.parse({ email: ' Ana@Example.org', website: '' })).toEqual({
      email: 'ana@example.org',
      website: '',
    });
    expect(newsletterSubscriptionSchema.parse({ email: 'ana@example.org' })).toEqual({ email: 'ana@example.org' });
  });

  it.each<[unknown, string]>([
    [[], 'The request body must be a JSON object.'],
    [null, 'The request body must be a JSON object.'],
    [{ email: 'ana@example.org', isActive: false }, 'Unexpected field "isActive".'],
    [{ email: 'ana@example.org', website: 3 }, 'The website field must be text.'],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(newsletterSubscriptionSchema, input)).toBe(message);
  });

  it('describes every field, for the JSON Schema of the API', () => {
    const schema = z.toJSONSchema(newsletterSubscriptionSchema) as {
      properties: Record<string, { description?: string }>;
    };
    for (const [name, property] of Object.entries(schema.properties)) expect(property.description, name).toBeTruthy();
  });
});

describe('contactMessageSchema', () => {
  const valid = { name: ' Ana ', email: 'ANA@example.org', subject: ' Hi ', message: ' Line one\n\tLine two ' };

  it('trims every field, lower-cases the address, and keeps line breaks and tabs inside the message', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Ana',
      email: 'ana@example.org',
      subject: 'Hi',
      message: 'Line one\n\tLine two',
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: undefined }, 'Name is required.'],
    [{ name: '  ' }, 'Name is required.'],
    [{ name: 7 }, 'Name must be text.'],
    [{ name: 'a'.repeat(101) }, 'Name can be at most 100 characters.'],
    [{ name: 'Ana\nBcc: x@example.org' }, 'Name contains characters that are not allowed.'],
    [{ subject: 's'.repeat(201) }, 'Subject can be at most 200 characters.'],
    [{ subject: 'Hi\u0007' }, 'Subject contains characters that are not allowed.'],
    [{ message: 'm'.repeat(5001) }, 'Message can be at most 5,000 characters.'],
    [{ message: 'bad \u001b[31m colour' }, 'Message contains characters that are not allowed.'],
    [{ message: 'bad \ud800 text' }, 'Message contains characters that are not allowed.'],
    [{ email: 'ana@example' }, 'Please enter a valid email address.'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(contactMessageSchema, { ...valid, ...change })).toBe(message);
  });

  it('takes HTML and SQL as the plain text they are', () => {
    const text = { ...valid, message: "<script>alert(1)</script> '; DROP TABLE x;--" };
    expect(contactMessageSchema.parse(text).message).toBe(text.message.trim());
  });

  it('describes every field', () => {
    const schema = z.toJSONSchema(contactMessageSchema) as { properties: Record<string, { description?: string }> };
    expect(Object.keys(schema.properties)).toEqual(['name', 'email', 'subject', 'message', 'website']);
    for (const [name, property] of Object.entries(schema.properties)) expect(property.description, name).toBeTruthy();
  });
});

describe('isHoneypotFilled', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    // People never see the field, so whatever is in it, even only spaces, was put there by a bot.
    ['   ', true],
    ['\t\n', true],
    ['https://spam.example', true],
  ])('%j → %s', (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
