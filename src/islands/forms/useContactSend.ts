import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, failureMessage, postJson } from '../../lib/apiClient.ts';
import {
  contactFieldNames,
  contactFieldNamed,
  contactFieldProblems,
  type ContactFieldName,
  type ContactFieldProblems,
} from '../../lib/forms/contactFields.ts';
import { contactTexts } from '../../lib/forms/contactTexts.ts';
import { showToast } from '../toast/toastStore.ts';
import { readMessage, refusalToast } from './contactFormFields.ts';

/**
 * The contact form's sending once the island is live: each field's problem, the request, its toast.
 * The fields are cleared once a successful request has settled; after a failure they are kept, so
 * nobody has to type a long message twice.
 */
export function useContactSend(toastSlotRef: RefObject<HTMLElement | null>) {
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

  /**
   * Marks the fields with their problems, then takes focus to the first of them (WCAG 3.3.1):
   * rendered first, so that the field is announced with the problem that describes it.
   */
  function markFields(form: HTMLFormElement, problems: ContactFieldProblems) {
    flushSync(() => setErrors(problems));
    const first = contactFieldNames.find((name) => problems[name] !== undefined);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  const tell = (toast: Omit<Parameters<typeof showToast>[0], 'slot'>) =>
    showToast({ ...toast, slot: toastSlotRef.current ?? undefined });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const fields = readMessage(form);
    const problems = contactFieldProblems(fields);
    markFields(form, problems);
    const refusal = refusalToast(fields, problems);
    if (refusal) {
      tell({ ...refusal, tone: 'error' });
      return;
    }

    setPending(true);
    let sent = false;
    try {
      await postJson('/api/contact', fields);
      sent = true;
      tell(contactTexts.success);
    } catch (error) {
      const reason = failureMessage(error, contactTexts.failureFallback);
      // The server judges by the same rules; a refusal that names a field belongs to that field.
      const field = error instanceof ApiError && error.status === 400 ? contactFieldNamed(error.field) : undefined;
      if (field) markFields(form, { [field]: reason });
      tell({ title: contactTexts.failureTitle, description: reason, tone: 'error' });
    } finally {
      setPending(false);
      if (sent) form.reset();
      if (document.activeElement === document.body) firstFieldRef.current?.focus();
    }
  }

  return { errors, pending, firstFieldRef, recheck, submit };
}
