/*
 * The contact form's field rules without zod: the island checks with them in the browser, and
 * contactMessageSchema (src/lib/schemas/contactMessage.ts) applies the very same rules on the server.
 */
import { emailAddressMessages, emailAddressProblem } from './emailAddress.ts';
import type { PlainTextRule } from './plainTextRule.ts';
import { plainTextProblem } from './plainTextRule.ts';

export const contactFieldLimits = { name: 100, subject: 200, message: 5000 } as const;

export const contactTextRules = {
  name: { label: 'Name', max: contactFieldLimits.name, multiLine: false },
  subject: { label: 'Subject', max: contactFieldLimits.subject, multiLine: false },
  message: { label: 'Message', max: contactFieldLimits.message, multiLine: true },
} as const satisfies Record<string, PlainTextRule>;

/** The visitor's fields, in the order the form shows them and the schema checks them. */
export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
export type ContactFieldProblems = Partial<Record<ContactFieldName, string>>;

/** Each field's first problem, in the words the server's schema uses too; empty when the message can be sent. */
export function contactFieldProblems(fields: Record<ContactFieldName, string>): ContactFieldProblems {
  const problems: ContactFieldProblems = {};
  for (const name of contactFieldNames) {
    if (name === 'email') {
      const problem = emailAddressProblem(fields.email.trim());
      if (problem) problems.email = emailAddressMessages[problem];
    } else {
      const problem = plainTextProblem(contactTextRules[name], fields[name]);
      if (problem) problems[name] = problem;
    }
  }
  return problems;
}

/** The form's field that a server's refusal names (its `field`), or undefined for any other name. */
export function contactFieldNamed(field: string | undefined): ContactFieldName | undefined {
  return contactFieldNames.find((name) => name === field);
}
