import { type FormEvent, useId, useRef, useState } from 'react';
import { PendingButton } from './PendingButton.tsx';
import { failureMessage, postJson } from '../../lib/apiClient.ts';
import { isValidEmailAddress, maxEmailAddressLength } from '../../lib/emailAddress.ts';
import { contactFieldLimits, contactMessageSchema } from '../../lib/schemas/contactMessage.ts';
import { siteSettings } from '../../lib/siteSettings.ts';
import { showToast } from '../toast/toastStore.ts';
import { formClasses as styles, formsStylesheet } from './formClasses.ts';
import { HoneypotField } from './HoneypotField.tsx';

const emptyFields = { name: '', email: '', subject: '', message: '' };
type Fields = typeof emptyFields;

/**
 * The home page's contact form, 'Share Your Thoughts' (SPEC §2, §5, §8): all four fields required,
 * the e-mail checked, a disabled "Sending..." button while the request runs. The fields are cleared
 * once a successful request has settled; after a failure they are kept, so nobody has to type a
 * long message twice.
 */
export default function ContactForm() {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId() };

  const update = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (Object.values(fields).some((value) => value.trim() === '')) {
      showToast({ title: 'Missing information', description: 'Please fill in all fields', tone: 'error' });
      return;
    }
    if (!isValidEmailAddress(fields.email.trim())) {
      showToast({ title: 'Invalid email', description: 'Please enter a valid email address', tone: 'error' });
      return;
    }
    const parsed = contactMessageSchema.safeParse({ ...fields, website });
    if (!parsed.success) {
      showToast({ title: 'Message failed to send', description: parsed.error.issues[0]!.message, tone: 'error' });
      return;
    }

    setPending(true);
    let sent = false;
    try {
      await postJson('/api/contact', parsed.data);
      sent = true;
      showToast({ title: 'Message sent!', description: "Thank you for your message. We'll respond as soon as possible." });
    } catch (error) {
      showToast({ title: 'Message failed to send', description: failureMessage(error, 'There was an error sending your message. Please try again.'), tone: 'error' });
    } finally {
      setPending(false);
      if (sent) setFields(emptyFields);
      if (document.activeElement === document.body) firstFieldRef.current?.focus();
    }
  }

  return (
    <>
      {/* Before the form, so it is never shown without its rules (forms.css says why). */}
      <link rel="stylesheet" href={formsStylesheet} />
      <form className={styles.contact} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          Share Your Thoughts
        </h3>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={ids.name}>Name</label>
            <input ref={firstFieldRef} id={ids.name} className={styles.input} type="text" name="name" autoComplete="name" required maxLength={contactFieldLimits.name} value={fields.name} onChange={update('name')} />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.email}>Email</label>
            <input id={ids.email} className={styles.input} type="email" name="email" autoComplete="email" required maxLength={maxEmailAddressLength} value={fields.email} onChange={update('email')} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.subject}>Subject</label>
          <input id={ids.subject} className={styles.input} type="text" name="subject" required maxLength={contactFieldLimits.subject} value={fields.subject} onChange={update('subject')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.message}>Message</label>
          <textarea id={ids.message} className={styles.input} name="message" rows={5} required maxLength={contactFieldLimits.message} value={fields.message} onChange={update('message')} />
        </div>
        <HoneypotField value={website} onChange={setWebsite} />
        <div className={styles.actions}>
          <PendingButton pending={pending} pendingLabel="Sending...">
            Send Message
          </PendingButton>
        </div>
        <p className={styles.noScript}>
          Sending this form needs JavaScript. You can always write to <a href={`mailto:${siteSettings.contactEmail}`}>{siteSettings.contactEmail}</a> instead.
        </p>
      </form>
    </>
  );
}
