import type { ComponentProps } from 'react';
import type { ContactFieldName, ContactFieldProblems } from '../../lib/forms/contactFields.ts';
import { contactFieldLimits, contactFieldNames } from '../../lib/forms/contactFields.ts';
import { contactTexts } from '../../lib/forms/contactTexts.ts';
import { maxEmailAddressLength } from '../../lib/forms/emailAddress.ts';
import type { FormMessage } from '../../lib/forms/newsletterTexts.ts';
import type { ContactField } from './ContactField.tsx';

/** How each field of the contact form is shown and bounded, in one place for the four of them. */
export const contactFieldSettings = {
  name: { label: 'Name', autoComplete: 'name', maxLength: contactFieldLimits.name },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: maxEmailAddressLength },
  subject: { label: 'Subject', maxLength: contactFieldLimits.subject },
  message: { label: 'Message', rows: 5, maxLength: contactFieldLimits.message },
} satisfies Record<ContactFieldName, Omit<ComponentProps<typeof ContactField>, 'name' | 'error'>>;

/** The contact form's fields as typed, the hidden `website` trap among them (not yet a stored message). */
export type ContactFormValues = Record<ContactFieldName | 'website', string>;

/**
 * The fields as the visitor left them: the form is uncontrolled, so the DOM holds whatever was
 * typed, also before hydration.
 */
export function readMessage(form: HTMLFormElement): ContactFormValues {
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

/** Why the message is not sent, as requirements §8's toast says it; undefined when it can be sent. */
export function refusalToast(fields: ContactFormValues, problems: ContactFieldProblems): FormMessage | undefined {
  if (contactFieldNames.some((name) => fields[name].trim() === '')) return contactTexts.missing;
  // Past the blank check, an e-mail problem means an address requirements §5 refuses.
  if (problems.email) return contactTexts.invalid;
  const firstProblem = Object.values(problems)[0];
  return firstProblem ? { title: contactTexts.failureTitle, description: firstProblem } : undefined;
}
