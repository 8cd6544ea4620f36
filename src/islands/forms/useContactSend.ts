import { type FormEvent, useRef, useState } from 'react';
import { failureMessage, postJson } from '../../lib/apiClient.ts';
import { contactFieldProblems, type ContactFieldName, type ContactFieldProblems } from '../../lib/contactFields.ts';
import { contactTexts } from '../../lib/contactTexts.ts';
import { showToast } from '../toast/toastStore.ts';
import { readMessage, refusalToast } from './contactFormFields.ts';

/**
 * The contact form's sending once the island is live: each field's problem, the request, its toast.
 * The fields are cleared once a successful request has settled; after a failure they are kept, so
 * nobody has to type a long message twice.
 */
export function useContactSend() {
  const [errors, setErrors] = useState<ContactFieldProblems>({});
  const [pending, setPending] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);

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
    const refusal = refusalToast(fields, problems);
    if (refusal) {
      showToast({ ...refusal, tone: 'error' });
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

  return { errors, pending, firstFieldRef, recheck, submit };
}
