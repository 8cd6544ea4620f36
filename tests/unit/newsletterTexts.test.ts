import { describe, expect, it } from 'vitest';
import { newsletterTexts } from '../../src/lib/forms/newsletterTexts.ts';

// requirements §5 (validation) and §8 (toasts) give these texts word for word; the rest are the site's own.
describe('the newsletter blocks say what the requirements say', () => {
  it('home: its validation, success and failure toasts', () => {
    expect(newsletterTexts.home).toMatchObject({
      blank: { title: 'Email required', description: 'Please enter your email address.' },
      invalid: { title: 'Invalid email', description: 'Please enter a valid email address.' },
      success: {
        title: 'Welcome to our community! 🌱',
        description: "You'll receive updates about new ecosystems, research insights, and company developments.",
      },
      failureTitle: 'Subscription failed',
      failureFallback: 'Failed to subscribe',
      unansweredFallback: 'Please try again later.',
    });
  });

  it('resources: its validation, success and failure toasts', () => {
    expect(newsletterTexts.resources).toMatchObject({
      blank: { title: 'Email required', description: 'Please enter your email address to subscribe.' },
      invalid: { title: 'Invalid email', description: 'Please enter a valid email address.' },
      success: { title: 'Subscription successful!', description: 'You have been subscribed to our newsletter.' },
      failureTitle: 'Subscription failed',
      failureFallback: 'There was an error subscribing to the newsletter. Please try again.',
    });
    // Only home tells an unanswered request apart from a refusal.
    expect(newsletterTexts.resources.unansweredFallback).toBeUndefined();
  });

  it('coming soon: one inline sentence each, and its heading', () => {
    expect(newsletterTexts.comingSoon).toMatchObject({
      heading: 'Get Updates on Our Launch',
      blank: { title: 'Please enter your email address.', description: '' },
      invalid: { title: 'Please enter a valid email address.', description: '' },
      success: { title: 'Thank you for subscribing to our newsletter.', description: '' },
      failureFallback: 'Failed to subscribe',
    });
  });

  it('each block names the page it sits on and its anchor, for the way back from an outcome page', () => {
    expect(
      Object.values(newsletterTexts).map(({ formPath, pageName, heading, intro }) => ({
        formPath,
        pageName,
        hasWords: heading.length > 0 && intro.length > 0,
      })),
    ).toEqual([
      { formPath: '/#newsletter', pageName: 'home page', hasWords: true },
      { formPath: '/resources#newsletter', pageName: 'resources', hasWords: true },
      { formPath: '/coming-soon#newsletter', pageName: 'coming-soon page', hasWords: true },
    ]);
  });
});
