import { describe, expect, it } from 'vitest';
import { emailAddressMessages } from '../../src/lib/forms/emailAddress.ts';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';
import {
  contactOutcomeOf,
  contactOutcomePath,
  newsletterFormAction,
  newsletterOutcomeOf,
  newsletterOutcomePath,
  newsletterVariantOfSlug,
} from '../../src/lib/forms/formOutcomes.ts';

const valid = { name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'Hi' };
/** The message the schema itself gives for `fields`: the mapping must know every one the form can cause. */
const schemaMessage = (fields: Record<string, unknown>) =>
  contactMessageSchema.safeParse(fields).error!.issues[0]!.message;

describe('form outcomes', () => {
  it('maps a newsletter refusal to the page of the message the island would show', () => {
    expect(newsletterOutcomeOf(400, emailAddressMessages.required)).toBe('email-required');
    expect(newsletterOutcomeOf(400, emailAddressMessages.invalid)).toBe('invalid-email');
    expect(newsletterOutcomeOf(400, emailAddressMessages.tooLong)).toBe('invalid-email');
    expect(newsletterOutcomeOf(429, 'Too many requests.')).toBe('too-many-requests');
    expect(newsletterOutcomeOf(400, 'Unexpected field "x".')).toBe('failed');
    expect(newsletterOutcomeOf(503, 'unavailable')).toBe('failed');
  });

  it('maps each of the contact schema’s own messages to its page', () => {
    expect(contactOutcomeOf(400, schemaMessage({ ...valid, name: ' ' }))).toBe('missing-fields');
    expect(contactOutcomeOf(400, schemaMessage({ ...valid, email: '' }))).toBe('missing-fields');
    expect(contactOutcomeOf(400, schemaMessage({ ...valid, email: 'a@b' }))).toBe('invalid-email');
    expect(contactOutcomeOf(400, schemaMessage({ ...valid, message: 'm'.repeat(5001) }))).toBe('too-long');
    expect(contactOutcomeOf(400, schemaMessage({ ...valid, subject: 'a\u0007' }))).toBe('characters-not-allowed');
    expect(contactOutcomeOf(413, 'too large')).toBe('too-long');
    expect(contactOutcomeOf(429, 'Too many requests.')).toBe('too-many-requests');
    expect(contactOutcomeOf(500, 'oops')).toBe('failed');
  });

  it('names the pages and the newsletter block that posted', () => {
    expect(newsletterOutcomePath('comingSoon', 'subscribed')).toBe('/newsletter/coming-soon/subscribed');
    expect(contactOutcomePath('sent')).toBe('/contact/sent');
    expect(newsletterFormAction('resources')).toBe('/api/newsletter/subscribe?form=resources');
    expect(newsletterVariantOfSlug('coming-soon')).toBe('comingSoon');
    expect(newsletterVariantOfSlug(null)).toBe('home');
    expect(newsletterVariantOfSlug('constructor')).toBe('home');
  });
});
