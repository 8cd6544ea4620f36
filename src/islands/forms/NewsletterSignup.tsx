import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, failureMessage, postJson } from '../../lib/apiClient.ts';
import { isValidEmailAddress, maxEmailAddressLength } from '../../lib/emailAddress.ts';
import { newsletterSubscriptionSchema } from '../../lib/schemas/newsletterSubscription.ts';
import { siteSettings } from '../../lib/siteSettings.ts';
import { showToast } from '../toast/toastStore.ts';
import { formClasses as styles, formsStylesheet } from './formClasses.ts';
import { PendingButton } from './PendingButton.tsx';
import { HoneypotField } from './HoneypotField.tsx';

export type NewsletterVariant = 'home' | 'resources' | 'comingSoon';

type Message = { title: string; description: string };

type VariantCopy = {
  heading: string;
  intro: string;
  /** Empty or blank field (SPEC §5). */
  blank: Message;
  /** Bad format. */
  invalid: Message;
  success: Message;
  failureTitle: string;
  /** What a failure says when the server sent no message of its own (SPEC §8). */
  failureFallback: (error: unknown) => string;
};

const invalidEmail: Message = { title: 'Invalid email', description: 'Please enter a valid email address.' };

/** The texts of the three newsletter blocks, SPEC §5 and §8 word for word where it has them. */
const copy: Record<NewsletterVariant, VariantCopy> = {
  home: {
    heading: 'Stay in the loop',
    intro: 'New ecosystems, research insights and company news, a few times a year. Unsubscribe with one click whenever you like.',
    blank: { title: 'Email required', description: 'Please enter your email address.' },
    invalid: invalidEmail,
    success: { title: 'Welcome to our community! 🌱', description: "You'll receive updates about new ecosystems, research insights, and company developments." },
    failureTitle: 'Subscription failed',
    // A refusal by the server reads "Failed to subscribe"; a request that never got an answer has no message.
    failureFallback: (error) => (error instanceof ApiError ? 'Failed to subscribe' : 'Please try again later.'),
  },
  resources: {
    heading: 'Get new resources by e-mail',
    intro: 'Be the first to hear when we publish new guides, worksheets and video tutorials for classrooms and keepers.',
    blank: { title: 'Email required', description: 'Please enter your email address to subscribe.' },
    invalid: invalidEmail,
    success: { title: 'Subscription successful!', description: 'You have been subscribed to our newsletter.' },
    failureTitle: 'Subscription failed',
    failureFallback: () => 'There was an error subscribing to the newsletter. Please try again.',
  },
  comingSoon: {
    heading: 'Get Updates on Our Launch',
    intro: "Leave your e-mail address and we'll tell you the moment the new website opens.",
    // Shown inline, one sentence each; the browser's own validation usually speaks first.
    blank: { title: 'Please enter your email address.', description: '' },
    invalid: { title: 'Please enter a valid email address.', description: '' },
    success: { title: 'Thank you for subscribing to our newsletter.', description: '' },
    failureTitle: 'Failed to subscribe',
    failureFallback: () => 'Failed to subscribe',
  },
};

type InlineStatus = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * The newsletter sign-up block, in the three versions SPEC §5 and §8 describe. Home and resources
 * check the address themselves and answer with toasts; coming-soon leaves the empty and malformed
 * cases to the browser's own validation (required, type=email) and answers inline. All show
 * "Subscribing..." on a disabled button while the request runs, clear the field on success, and
 * show the server's own message (a 429's "Too many requests…") when it sent one.
 */
export default function NewsletterSignup({ variant, headingLevel = 2 }: { variant: NewsletterVariant; headingLevel?: 2 | 3 }) {
  const texts = copy[variant];
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const [inlineStatus, setInlineStatus] = useState<InlineStatus>();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const statusId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inline = variant === 'comingSoon';

  function tell(message: Message, tone: 'success' | 'error') {
    if (inline) setInlineStatus({ tone, text: message.title });
    else showToast({ title: message.title, description: message.description, tone });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    setInlineStatus(undefined);
    if (address === '') return tell(texts.blank, 'error');
    if (!isValidEmailAddress(address)) return tell(texts.invalid, 'error');
    const parsed = newsletterSubscriptionSchema.safeParse({ email: address, website });
    if (!parsed.success) return tell({ title: texts.failureTitle, description: parsed.error.issues[0]!.message }, 'error');

    setPending(true);
    try {
      await postJson('/api/newsletter/subscribe', parsed.data);
      setEmail('');
      tell(texts.success, 'success');
    } catch (error) {
      const reason = failureMessage(error, texts.failureFallback(error));
      tell(inline ? { title: reason, description: '' } : { title: texts.failureTitle, description: reason }, 'error');
    } finally {
      setPending(false);
      // The disabled button dropped focus; hand it back to the field rather than to the page.
      if (document.activeElement === document.body) inputRef.current?.focus();
    }
  }

  return (
    <>
      {/* Before the form, so it is never shown without its rules (forms.css says why). */}
      <link rel="stylesheet" href={formsStylesheet} />
      <div className={styles.newsletter} data-variant={variant}>
        <div>
          <Heading id={headingId} className={styles.heading}>
            {texts.heading}
          </Heading>
          <p className={styles.intro}>{texts.intro}</p>
        </div>
        <form className={styles.newsletterForm} onSubmit={submit} noValidate={!inline} aria-labelledby={headingId}>
          <div className={styles.field}>
            <label htmlFor={inputId}>Email address</label>
            <div className={styles.inline}>
              <input
                ref={inputRef}
                id={inputId}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.org"
                maxLength={maxEmailAddressLength}
                required={inline}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-describedby={inline ? statusId : undefined}
                aria-invalid={inlineStatus?.tone === 'error' ? true : undefined}
              />
              <PendingButton pending={pending} pendingLabel="Subscribing...">
                Subscribe
              </PendingButton>
            </div>
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
          {inline && (
            <p id={statusId} className={styles.status} data-tone={inlineStatus?.tone} role="status">
              {inlineStatus?.text}
            </p>
          )}
          <p className={styles.noScript}>
            Signing up here needs JavaScript. You can also write to <a href={`mailto:${siteSettings.contactEmail}`}>{siteSettings.contactEmail}</a> and we will add you.
          </p>
        </form>
      </div>
    </>
  );
}
