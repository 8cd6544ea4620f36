import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PendingButton } from './PendingButton.tsx';
import { failureMessage, postJson } from '../../lib/apiClient.ts';
import { contactSubjectParameter } from '../../lib/contactLinks.ts';
import { contactTexts } from '../../lib/contactTexts.ts';
import {
  contactFieldLimits,
  contactFieldNames,
  contactFieldProblems,
  type ContactFieldName,
  type ContactFieldProblems,
} from '../../lib/contactFields.ts';
import { maxEmailAddressLength } from '../../lib/emailAddress.ts';
import { contactFormAction } from '../../lib/formOutcomes.ts';
import { showToast } from '../toast/toastStore.ts';
import { ContactField } from './ContactField.tsx';
import { formClasses as styles } from './formClasses.ts';
import { HoneypotField } from './HoneypotField.tsx';

/**
 * The fields as the visitor left them: the form is uncontrolled, so the DOM holds whatever was
 * typed, also before hydration.
 */
function readMessage(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    website: text('website'),
  };
}

/**
 * The home page's contact form, 'Share Your Thoughts' (SPEC §2, §5, §8): all four fields required,
 * the e-mail checked, a disabled "Sending..." button while the request runs. It is a real form
 * (POST /api/contact, which answers a browser's own post with an outcome page), so it works before
 * hydration and without JavaScript; the island takes over the submit once it is live. Besides
 * SPEC's toast, each field with a problem is marked and says what is wrong until it is corrected.
 * The fields are cleared once a successful request has settled; after a failure they are kept, so
 * nobody has to type a long message twice.
 */
export default function ContactForm() {
  const [errors, setErrors] = useState<ContactFieldProblems>({});
  const [pending, setPending] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);

  // A link such as "Ask about this biome" names the subject in the address (src/lib/contactLinks.ts);
  // a subject the visitor already typed is theirs and stays.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get(contactSubjectParameter);
    if (subject && subjectRef.current && subjectRef.current.value === '') subjectRef.current.value = subject;
  }, []);
  const headingId = useId();

  /** A marked field stays marked until what it holds can be sent; unmarked fields wait for the next send. */
  function recheck(form: HTMLFormElement) {
    if (Object.keys(errors).length === 0) return;
    const problems = contactFieldProblems(readMessage(form));
    setErrors(
      Object.fromEntries(
        Object.keys(errors).flatMap((name) =>
          problems[name as ContactFieldName] ? [[name, problems[name as ContactFieldName]]] : [],
        ),
      ),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const fields = readMessage(form);
    const problems = contactFieldProblems(fields);
    setErrors(problems);
    if (contactFieldNames.some((name) => fields[name].trim() === '')) {
      showToast({ ...contactTexts.missing, tone: 'error' });
      return;
    }
    // Past the blank check, an e-mail problem means an address SPEC §5 refuses.
    if (problems.email) {
      showToast({ ...contactTexts.invalid, tone: 'error' });
      return;
    }
    const firstProblem = Object.values(problems)[0];
    if (firstProblem) {
      showToast({ title: contactTexts.failureTitle, description: firstProblem, tone: 'error' });
      return;
    }

    setPending(true);
    let sent = false;
    try {
      await postJson('/api/contact', fields);
      sent = true;
      showToast(contactTexts.success);
    } catch (error) {
      showToast({
        title: contactTexts.failureTitle,
        description: failureMessage(error, contactTexts.failureFallback),
        tone: 'error',
      });
    } finally {
      setPending(false);
      if (sent) form.reset();
      if (document.activeElement === document.body) firstFieldRef.current?.focus();
    }
  }

  return (
    <form
      className={styles.contact}
      method="post"
      action={contactFormAction}
      onSubmit={submit}
      onInput={(event) => recheck(event.currentTarget)}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.heading}>
        Share Your Thoughts
      </h3>
      <div className={styles.pair}>
        <ContactField
          label="Name"
          inputRef={firstFieldRef}
          name="name"
          autoComplete="name"
          maxLength={contactFieldLimits.name}
          error={errors.name}
        />
        <ContactField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          maxLength={maxEmailAddressLength}
          error={errors.email}
        />
      </div>
      <ContactField
        label="Subject"
        inputRef={subjectRef}
        name="subject"
        maxLength={contactFieldLimits.subject}
        error={errors.subject}
      />
      <ContactField
        label="Message"
        name="message"
        rows={5}
        maxLength={contactFieldLimits.message}
        error={errors.message}
      />
      <HoneypotField />
      <div className={styles.actions}>
        <PendingButton pending={pending} pendingLabel="Sending...">
          Send Message
        </PendingButton>
      </div>
    </form>
  );
}
