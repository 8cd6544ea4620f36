import type { Ref } from 'react';
import type { ContactFieldName, ContactFieldProblems } from '../../lib/forms/contactFields.ts';
import { ContactField } from './ContactField.tsx';
import { contactFieldSettings } from './contactFormFields.ts';
import { formClasses as styles } from './formClasses.ts';

type ContactFieldsProps = {
  errors: ContactFieldProblems;
  /** Focus goes back to the first field when a send leaves it nowhere. */
  firstFieldRef: Ref<HTMLInputElement>;
  /** The subject a link may fill in. */
  subjectRef: Ref<HTMLInputElement>;
};

/** The contact form's four fields: name and e-mail side by side, then the subject and the message. */
export function ContactFields({ errors, firstFieldRef, subjectRef }: ContactFieldsProps) {
  const field = (name: ContactFieldName, inputRef?: Ref<HTMLInputElement>) => (
    <ContactField name={name} {...contactFieldSettings[name]} inputRef={inputRef} error={errors[name]} />
  );
  return (
    <>
      <div className={styles.pair}>
        {field('name', firstFieldRef)}
        {field('email')}
      </div>
      {field('subject', subjectRef)}
      {field('message')}
    </>
  );
}
