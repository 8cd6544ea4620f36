import { emailAddressMessages } from './emailAddress.ts';
import type { NewsletterVariant } from './newsletterTexts.ts';

/**
 * Where a visitor form posted by the browser itself (before hydration, or with JavaScript off) sends
 * the visitor: the function answers with a 303 to one pre-rendered page per outcome, which says
 * what the island would have said. The set of outcomes is finite, so the pages are static.
 */

export const newsletterOutcomes = [
  'subscribed',
  'email-required',
  'invalid-email',
  'too-many-requests',
  'failed',
] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export const contactOutcomes = [
  'sent',
  'missing-fields',
  'invalid-email',
  'too-long',
  'characters-not-allowed',
  'too-many-requests',
  'failed',
] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** The variants as they appear in addresses: the form's `?form=` and the outcome page's folder. */
export const newsletterVariantSlugs: Record<NewsletterVariant, string> = {
  home: 'home',
  resources: 'resources',
  comingSoon: 'coming-soon',
};

/** The variant a form post names in its action's `?form=`; home when it names none it knows. */
export function newsletterVariantOfSlug(slug: string | null): NewsletterVariant {
  const found = Object.entries(newsletterVariantSlugs).find(([, known]) => known === slug);
  return (found?.[0] as NewsletterVariant | undefined) ?? 'home';
}

/** The action of a newsletter block's form: the API, told which block posted, so the answer page words it alike. */
export function newsletterFormAction(variant: NewsletterVariant): string {
  return `/api/newsletter/subscribe?form=${newsletterVariantSlugs[variant]}`;
}

export const contactFormAction = '/api/contact';

/** A refusal's outcome, from its status and the server's sentence (the schema's own messages). */
export function newsletterOutcomeOf(status: number, message: string): NewsletterOutcome {
  if (status === 429) return 'too-many-requests';
  if (status === 400 && message === emailAddressMessages.required) return 'email-required';
  // The island calls an over-long address invalid too: its one check covers the length.
  if (status === 400 && (message === emailAddressMessages.invalid || message === emailAddressMessages.tooLong))
    return 'invalid-email';
  return 'failed';
}

export function contactOutcomeOf(status: number, message: string): ContactOutcome {
  if (status === 429) return 'too-many-requests';
  if (status === 413) return 'too-long';
  if (status !== 400) return 'failed';
  if (message === emailAddressMessages.required || / is required\.$/.test(message)) return 'missing-fields';
  if (message === emailAddressMessages.invalid || message === emailAddressMessages.tooLong) return 'invalid-email';
  if (/ can be at most [\d,]+ characters\.$/.test(message)) return 'too-long';
  if (/ contains characters that are not allowed\.$/.test(message)) return 'characters-not-allowed';
  return 'failed';
}

export function newsletterOutcomePath(variant: NewsletterVariant, outcome: NewsletterOutcome): string {
  return `/newsletter/${newsletterVariantSlugs[variant]}/${outcome}`;
}

export function contactOutcomePath(outcome: ContactOutcome): string {
  return `/contact/${outcome}`;
}
