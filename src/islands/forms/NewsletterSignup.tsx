import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, failureMessage, postJson } from '../../lib/apiClient.ts';
import { emailAddressInputPattern, emailAddressProblem, maxEmailAddressLength } from '../../lib/forms/emailAddress.ts';
import { newsletterFormAction } from '../../lib/forms/formOutcomes.ts';
import { type FormMessage, newsletterTexts, type NewsletterVariant } from '../../lib/forms/newsletterTexts.ts';
import { showToast } from '../toast/toastStore.ts';
import { FieldError } from './FieldError.tsx';
import { formClasses as styles } from './formClasses.ts';
import { PendingButton } from './PendingButton.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { useHydrated } from '../useHydrated.ts';

export type { NewsletterVariant };

type InlineStatus = { tone: 'success' | 'error'; text: string } | undefined;

/** What is wrong with the address as typed, in the block's words; undefined when it can be sent. */
function addressProblem(variant: NewsletterVariant, address: string): FormMessage | undefined {
  const problem = emailAddressProblem(address);
  if (problem === undefined) return undefined;
  return problem === 'required' ? newsletterTexts[variant].blank : newsletterTexts[variant].invalid;
}

/**
 * The fields as the visitor left them: the form is uncontrolled, so the DOM holds whatever was
 * typed, also before hydration.
 */
function readSubscription(form: HTMLFormElement) {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? '').trim(), website: String(data.get('website') ?? '') };
}

/**
 * The newsletter sign-up block, in the three versions requirements §5 and §8 describe. It is a real form
 * (POST to the API, which answers a browser's own post with an outcome page), so it works before
 * hydration and without JavaScript; the island takes over the submit once it is live. Home and
 * resources check the address themselves once hydrated and answer with toasts, and show the message
 * under the field as well; coming-soon leaves the empty and malformed cases to the browser's own
 * validation (required, type=email), as all three do before hydration, and answers inline. All
 * show "Subscribing..." on a disabled button while the request runs, clear the field on success, and
 * show the server's own message (a 429's "Too many requests…") when it sent one.
 */
export default function NewsletterSignup({
  variant,
  headingLevel = 2,
}: {
  variant: NewsletterVariant;
  headingLevel?: 2 | 3;
}) {
  const texts = newsletterTexts[variant];
  const [pending, setPending] = useState(false);
  const [inlineStatus, setInlineStatus] = useState<InlineStatus>();
  const [fieldError, setFieldError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const toastSlotRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inline = variant === 'comingSoon';
  // Until the island checks the address itself, the browser does (required, type=email): before
  // hydration and without JavaScript, a blank or malformed address stays typed in a form it never left.
  const hydrated = useHydrated();
  const browserChecks = inline || !hydrated;

  function tell(message: FormMessage, tone: 'success' | 'error') {
    if (inline) setInlineStatus({ tone, text: message.title });
    else
      showToast({
        title: message.title,
        description: message.description,
        tone,
        slot: toastSlotRef.current ?? undefined,
      });
  }

  /**
   * Marks the field with its problem, then takes focus to it (WCAG 3.3.1): rendered first, so that
   * the field is announced with the problem that describes it.
   */
  function markField(problem: string) {
    flushSync(() => setFieldError(problem));
    inputRef.current?.focus();
  }

  function refuse(message: FormMessage) {
    markField(inline ? message.title : message.description);
    tell(message, 'error');
  }

  /** A marked field stays marked until what it holds can be sent. */
  function recheck(form: HTMLFormElement) {
    if (fieldError === undefined) return;
    const problem = addressProblem(variant, readSubscription(form).email);
    setFieldError(problem && (inline ? problem.title : problem.description));
    if (!problem) setInlineStatus(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const subscription = readSubscription(form);
    setInlineStatus(undefined);
    const problem = addressProblem(variant, subscription.email);
    if (problem) return refuse(problem);
    setFieldError(undefined);

    setPending(true);
    try {
      await postJson('/api/newsletter/subscribe', subscription);
      form.reset();
      tell(texts.success, 'success');
    } catch (error) {
      const fallback =
        error instanceof ApiError ? texts.failureFallback : (texts.unansweredFallback ?? texts.failureFallback);
      const reason = failureMessage(error, fallback);
      // The server judges the address by the same rule; a refusal of it belongs to the field.
      if (error instanceof ApiError && error.status === 400) markField(reason);
      tell(inline ? { title: reason, description: '' } : { title: texts.failureTitle, description: reason }, 'error');
    } finally {
      setPending(false);
      // The disabled button dropped focus; hand it back to the field rather than to the page.
      if (document.activeElement === document.body) inputRef.current?.focus();
    }
  }

  const describedBy = inline ? statusId : fieldError ? errorId : undefined;
  return (
    <div id="newsletter" className={styles.newsletter} data-variant={variant}>
      <div>
        <Heading id={headingId} className={styles.heading}>
          {texts.heading}
        </Heading>
        <p className={styles.intro}>{texts.intro}</p>
      </div>
      <form
        className={styles.newsletterForm}
        method="post"
        action={newsletterFormAction(variant)}
        onSubmit={submit}
        onInput={(event) => recheck(event.currentTarget)}
        noValidate={!browserChecks}
        aria-labelledby={headingId}
      >
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
              required={browserChecks}
              // Until the island checks (it words its own message), the browser holds to the server's rule.
              pattern={hydrated ? undefined : emailAddressInputPattern}
              title={hydrated ? undefined : 'An address like name@example.org'}
              aria-describedby={describedBy}
              aria-invalid={fieldError ? true : undefined}
            />
            <PendingButton pending={pending} pendingLabel="Subscribing...">
              Subscribe
            </PendingButton>
          </div>
          {!inline && <FieldError id={errorId} message={fieldError} />}
        </div>
        <HoneypotField />
        <div ref={toastSlotRef} className={styles.toastSlot} />
        {inline && (
          <p id={statusId} className={styles.status} data-tone={inlineStatus?.tone} role="status">
            {inlineStatus?.text}
          </p>
        )}
      </form>
    </div>
  );
}
