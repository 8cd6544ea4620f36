import { Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { EmailLayout, emailColors, emailHeading, emailText } from './emailLayout.ts';
import { renderEmail, type RenderedEmail } from './renderEmail.ts';

export type ContactMessageMail = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
};

export function contactMessageSubject(message: Pick<ContactMessageMail, 'subject'>): string {
  return `Contact form: ${message.subject}`;
}

// Every visitor text is a React text child, so markup in it is escaped, never interpreted.
function ContactMessageEmail({ message }: { message: ContactMessageMail }) {
  const label = { ...emailText, color: emailColors.muted, fontSize: '13px', margin: '0' };
  const field = (name: string, value: string) =>
    h(
      Section,
      { style: { margin: '0 0 12px' } },
      h(Text, { style: label }, name),
      h(Text, { style: { ...emailText, margin: 0 } }, value),
    );
  return h(
    EmailLayout,
    {
      preview: `${message.name}: ${message.subject}`,
      footer: h(
        Text,
        { style: { ...emailText, color: emailColors.muted, fontSize: '13px', margin: 0 } },
        `Stored as contact message ${message.id}, ${message.createdAt.toISOString()}. ` +
          `Reply to this mail to answer ${message.name}.`,
      ),
    },
    h(Text, { style: emailHeading }, 'New message from the contact form'),
    field('From', `${message.name} <${message.email}>`),
    field('Subject', message.subject),
    h(Text, { style: label }, 'Message'),
    h(Text, { style: { ...emailText, whiteSpace: 'pre-wrap', margin: 0 } }, message.message),
  );
}

export async function renderContactMessageEmail(message: ContactMessageMail): Promise<RenderedEmail> {
  return renderEmail(h(ContactMessageEmail, { message }));
}
