import { type Ref, useId } from 'react';
import { FieldError, fieldErrorProps } from './FieldError.tsx';
import { formClasses as styles } from './formClasses.ts';

type ContactFieldProps = {
  label: string;
  name: string;
  maxLength: number;
  /** The field's problem, shown beside it and tied to it until it is corrected. */
  error: string | undefined;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** A message box of this many rows instead of a one-line field. */
  rows?: number;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One labelled, required field of the contact form. Uncontrolled: what was typed before hydration
 * stays in the DOM, and the form reads it from there.
 */
export function ContactField({ label, error, rows, inputRef, type = 'text', ...attributes }: ContactFieldProps) {
  const id = useId();
  const errorId = useId();
  const field = { ...attributes, id, className: styles.input, required: true, ...fieldErrorProps(errorId, error) };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {rows === undefined ? <input ref={inputRef} type={type} {...field} /> : <textarea rows={rows} {...field} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
