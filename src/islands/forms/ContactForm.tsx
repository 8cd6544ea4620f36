import { useEffect, useId, useRef } from 'react';
import { PendingButton } from './PendingButton.tsx';
import { contactSubjectParameter } from '../../lib/contactLinks.ts';
import { contactFormAction } from '../../lib/forms/formOutcomes.ts';
import { ContactFields } from './ContactFields.tsx';
import { formClasses as styles } from './formClasses.ts';
import { HoneypotField } from './HoneypotField.tsx';
import { useContactSend } from './useContactSend.ts';

/**
 * The home page's contact form, 'Share Your Thoughts' (requirements §2, §5, §8): all four fields required,
 * the e-mail checked, a disabled "Sending..." button while the request runs. It is a real form
 * (POST /api/contact, which answers a browser's own post with an outcome page), so it works before
 * hydration and without JavaScript; the island takes over the submit once it is live. Besides
 * the requirements' toast, each field with a problem is marked and says what is wrong until it is corrected.
 */
export default function ContactForm() {
  const toastSlotRef = useRef<HTMLDivElement>(null);
  const { errors, pending, firstFieldRef, recheck, submit } = useContactSend(toastSlotRef);
  const subjectRef = useRef<HTMLInputElement>(null);

  // A link such as "Ask about this biome" names the subject in the address (src/lib/contactLinks.ts);
  // a subject the visitor already typed is theirs and stays.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get(contactSubjectParameter);
    if (subject && subjectRef.current && subjectRef.current.value === '') subjectRef.current.value = subject;
  }, []);
  const headingId = useId();

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
      <ContactFields errors={errors} firstFieldRef={firstFieldRef} subjectRef={subjectRef} />
      <HoneypotField />
      <div className={styles.actions}>
        <PendingButton pending={pending} pendingLabel="Sending...">
          Send Message
        </PendingButton>
      </div>
      <div ref={toastSlotRef} className={styles.toastSlot} />
    </form>
  );
}
