import { emailAddressMessages } from './emailAddress.ts';

export type NewsletterVariant = 'home' | 'resources' | 'comingSoon';

export type FormMessage = { title: string; description: string };

export type NewsletterTexts = {
  heading: string;
  intro: string;
  /** Empty or blank field (requirements §5). */
  blank: FormMessage;
  /** Bad format. */
  invalid: FormMessage;
  success: FormMessage;
  failureTitle: string;
  /** What a failure says when the server sent no message of its own (requirements §8). */
  failureFallback: string;
  /** What a request that never got an answer says on home, where it differs from a refusal. */
  unansweredFallback?: string;
  /** Where the block sits, for the way back from an outcome page. */
  formPath: string;
  /** The page the block sits on, as the way back names it. */
  pageName: string;
};

const invalidEmail: FormMessage = { title: 'Invalid email', description: emailAddressMessages.invalid };

/**
 * The texts of the three newsletter blocks, requirements §5 and §8 word for word where it has them: the
 * island shows them in toasts (or inline on coming-soon), the outcome pages of a form posted without
 * JavaScript as their heading and text.
 */
export const newsletterTexts: Record<NewsletterVariant, NewsletterTexts> = {
  home: {
    heading: 'Stay in the loop',
    intro:
      'New ecosystems, research insights and company news, a few times a year. ' +
      'Unsubscribe with one click whenever you like.',
    blank: { title: 'Email required', description: emailAddressMessages.required },
    invalid: invalidEmail,
    success: {
      title: 'Welcome to our community! 🌱',
      description: "You'll receive updates about new ecosystems, research insights, and company developments.",
    },
    failureTitle: 'Subscription failed',
    // A refusal by the server reads "Failed to subscribe"; a request that never got an answer has no message.
    failureFallback: 'Failed to subscribe',
    unansweredFallback: 'Please try again later.',
    formPath: '/#newsletter',
    pageName: 'home page',
  },
  resources: {
    heading: 'Get new resources by e-mail',
    intro:
      'Be the first to hear when we publish new guides, worksheets and video tutorials for classrooms and keepers.',
    blank: { title: 'Email required', description: 'Please enter your email address to subscribe.' },
    invalid: invalidEmail,
    success: { title: 'Subscription successful!', description: 'You have been subscribed to our newsletter.' },
    failureTitle: 'Subscription failed',
    failureFallback: 'There was an error subscribing to the newsletter. Please try again.',
    formPath: '/resources#newsletter',
    pageName: 'resources',
  },
  comingSoon: {
    heading: 'Get Updates on Our Launch',
    intro: "Leave your e-mail address and we'll tell you the moment the new website opens.",
    // Shown inline, one sentence each; the browser's own validation usually speaks first.
    blank: { title: emailAddressMessages.required, description: '' },
    invalid: { title: emailAddressMessages.invalid, description: '' },
    success: { title: 'Thank you for subscribing to our newsletter.', description: '' },
    failureTitle: 'Failed to subscribe',
    failureFallback: 'Failed to subscribe',
    formPath: '/coming-soon#newsletter',
    pageName: 'coming-soon page',
  },
};
